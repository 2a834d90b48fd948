import { blogPicture } from "@utsav/catalogue/site-pictures";
import { useRouter } from "expo-router";
import { contentCopyFor, formatLongDate, readingMinutes } from "@utsav/domain/shopper";
import type { BlogPost } from "@utsav/domain/client";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { RemoteImage } from "../../shared/ui/remote-image";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

/** "6 October 2025 · 3 min read" */
export function postMeta(post: BlogPost): string {
  return `${formatLongDate(post.date)} · ${contentCopyFor.readingTime(readingMinutes(post))}`;
}

/**
 * The picture of an article, the web's own (/assets/images/site/blog-{slug}/, catalogue's site-pictures), in its 3:2
 * frame, through the API's origin like every other picture.
 */
export function BlogPicture({ slug }: { slug: string }) {
  const picture = blogPicture(slug);
  if (!picture) return null;
  return <RemoteImage path={picture.url} alt={picture.alt ?? ""} style={styles.picture} />;
}

/** One article in a list: its picture, date and reading time, title and excerpt; the whole card opens it. */
export function BlogCard({ post }: { post: BlogPost }) {
  const router = useRouter();
  return (
    <Pressable
      accessibilityRole="link"
      accessibilityLabel={`${post.title}, ${postMeta(post)}`}
      onPress={() => router.push(paths.blogPost(post.slug))}
      style={({ pressed }) => [styles.card, pressed && styles.pressed]}
    >
      <BlogPicture slug={post.slug} />
      <View style={styles.body}>
        <Text style={styles.meta}>{postMeta(post)}</Text>
        <Text style={styles.title}>{post.title}</Text>
        <Text style={styles.excerpt}>{post.excerpt}</Text>
      </View>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  card: {
    minHeight: TOUCH_TARGET,
    borderRadius: radius.lg,
    overflow: "hidden",
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  pressed: { opacity: 0.85 },
  picture: { width: "100%", aspectRatio: 3 / 2 },
  body: { padding: space.lg, gap: space.xs },
  meta: { fontSize: font.small, color: colors.muted },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text },
  excerpt: { fontSize: font.body, color: colors.text },
});
