import { Link } from "react-router";
import { blogPicture } from "@utsav/catalogue/site-pictures";
import { paths } from "../../lib/paths";
import { Picture } from "../../shared/ui/picture";
import { CONTENT_COPY, contentCopyFor, formatLongDate, readingMinutes } from "@utsav/domain/client";
import type { BlogPost } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import styles from "./blog.module.css";

/** The blog index: every article as a card, newest first. */
export function BlogList({ posts }: { posts: BlogPost[] }) {
  return (
    <div className={`container ${page.page}`}>
      <header className={page.hero}>
        <h1 className="page-title">{CONTENT_COPY.blog}</h1>
        <p className={page.lead}>{CONTENT_COPY.blogLead}</p>
      </header>
      <ul className={styles.grid}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How wide a card's picture is drawn: the grid's one, two or three columns. */
const CARD_SIZES = "(min-width: 1024px) 340px, (min-width: 768px) 45vw, 92vw";

export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const picture = blogPicture(post.slug);
  return (
    <article className={styles.card}>
      {picture ? <Picture media={picture} sizes={CARD_SIZES} className={styles.picture} /> : null}
      <p className={page.meta}>
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        <span>{contentCopyFor.readingTime(readingMinutes(post))}</span>
      </p>
      <Heading className={styles.cardTitle}>
        <Link to={paths.blogPost(post.slug)} className={styles.cardLink}>
          {post.title}
        </Link>
      </Heading>
      <p className={styles.excerpt}>{post.excerpt}</p>
    </article>
  );
}
