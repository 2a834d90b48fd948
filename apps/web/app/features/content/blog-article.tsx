import { Link } from "react-router";
import { blogPicture } from "@utsav/catalogue/site-pictures";
import { paths } from "../../lib/paths";
import { Breadcrumbs } from "../../shared/ui/breadcrumbs";
import { Picture } from "../../shared/ui/picture";
import { PostCard } from "./blog-list";
import { BRIEF_COPY, CONTENT_COPY, contentCopyFor, formatLongDate, readingMinutes } from "@utsav/domain/client";
import type { BlogPost } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import styles from "./blog.module.css";

/** One blog article, with two more to read and a way to start planning. */
export function BlogArticle({ post, more }: { post: BlogPost; more: BlogPost[] }) {
  const picture = blogPicture(post.slug);
  return (
    <div className={`container ${page.page}`}>
      <Breadcrumbs items={[{ label: "Home", to: paths.home() }, { label: CONTENT_COPY.blog, to: paths.blog() }, { label: post.title }]} />
      <article>
        <header className={page.hero}>
          <Link to={paths.blog()} className={page.eyebrow}>
            {CONTENT_COPY.blogEyebrow}
          </Link>
          <h1 className="page-title">{post.title}</h1>
          <p className={page.meta}>
            <time dateTime={post.date}>{formatLongDate(post.date)}</time>
            <span>{contentCopyFor.readingTime(readingMinutes(post))}</span>
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
        <h2 id="article-cta">{CONTENT_COPY.planningCta}</h2>
        <p>{CONTENT_COPY.planningCtaLead}</p>
        <Link to={paths.requestProposals()} className="btn btn-primary">
          {BRIEF_COPY.newBrief}
        </Link>
      </aside>
      {more.length > 0 ? (
        <section className={page.sectionBlock} aria-labelledby="more-articles">
          <h2 id="more-articles" className="section-title">
            {CONTENT_COPY.moreFromBlog}
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
