import { Link } from "react-router";
import { blogPicture } from "@utsav/catalogue/site-pictures";
import { paths } from "../../lib/paths";
import { Breadcrumbs } from "../../shared/ui/breadcrumbs";
import { Picture } from "../../shared/ui/picture";
import { PostCard } from "./blog-list";
import type { BlogPost } from "./blog-posts";
import { readingMinutes } from "./blog-posts";
import { BRIEF_COPY, formatLongDate } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import styles from "./blog.module.css";

/** One blog article, with two more to read and a way to start planning. */
export function BlogArticle({ post, more }: { post: BlogPost; more: BlogPost[] }) {
  const picture = blogPicture(post.slug);
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs items={[{ label: "Home", to: paths.home() }, { label: "Blog", to: paths.blog() }, { label: post.title }]} />
      <article>
        <header className={page.hero}>
          <Link to={paths.blog()} className={page.eyebrow}>
            Utsav Blog
          </Link>
          <h1 className="page-title">{post.title}</h1>
          <p className={page.meta}>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            <span>{readingMinutes(post)} min read</span>
          </p>
          {picture ? <Picture media={picture} sizes="(min-width: 800px) 720px, 92vw" priority className={styles.articlePicture} /> : null}
        </header>
        <div className={`${page.prose} ${styles.body}`}>
          {post.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </article>
      <aside className={page.cta} aria-labelledby="article-cta">
        <h2 id="article-cta">Planning a celebration?</h2>
        <p>Tell us the occasion, the date and your budget, and vendors will send you proposals.</p>
        <Link to={paths.requestProposals()} className="btn btn-primary">
          {BRIEF_COPY.newBrief}
        </Link>
      </aside>
      {more.length > 0 ? (
        <section className={page.sectionBlock} aria-labelledby="more-articles">
          <h2 id="more-articles" className="section-title">
            More from the blog
          </h2>
          <ul className={styles.grid}>
            {more.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
