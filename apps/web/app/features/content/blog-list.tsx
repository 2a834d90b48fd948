import { Link } from "react-router";
import { blogPicture } from "@utsav/catalogue/site-pictures";
import { paths } from "../../lib/paths";
import { Picture } from "../../shared/ui/picture";
import type { BlogPost } from "./blog-posts";
import { readingMinutes } from "./blog-posts";
import { formatLongDate } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import styles from "./blog.module.css";

/** The blog index: every article as a card, newest first. */
export function BlogList({ posts }: { posts: BlogPost[] }) {
  return (
    <div className={`container ${page.page}`}>
      <header className={page.hero}>
        <h1 className="page-title">Blog</h1>
        <p className={page.lead}>
          Practical notes for celebrating in Bengaluru: decor, gifting and sweets, from planning to the last diya.
        </p>
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
        <span>{readingMinutes(post)} min read</span>
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
