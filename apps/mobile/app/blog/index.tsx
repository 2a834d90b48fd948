import { BlogListScreen } from "../../src/features/content/blog-list-screen";

/** /blog: the articles, newest first (docs/decisions/0066). */
export default function BlogRoute() {
  return <BlogListScreen />;
}
