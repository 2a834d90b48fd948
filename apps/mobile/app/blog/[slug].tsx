import { useLocalSearchParams } from "expo-router";
import { BlogArticleScreen } from "../../src/features/content/blog-article-screen";

/** /blog/{slug}: one article (docs/decisions/0066). */
export default function BlogPostRoute() {
  const { slug } = useLocalSearchParams<{ slug: string }>();
  return <BlogArticleScreen slug={slug} />;
}
