import { Stack, useRouter } from "expo-router";
import { BLOG_POSTS, BRIEF_COPY, CONTENT_COPY, findBlogPost } from "@utsav/domain/shopper";
import { ScrollView, StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { NotFoundView } from "../../shared/ui/not-found-view";
import { colors, font, radius, space } from "../../shared/ui/theme";
import { BlogCard, BlogPicture, postMeta } from "./blog-card";

/** How many other articles follow one, as on the web. */
const MORE_SHOWN = 3;

/**
 * /blog/{slug}: one article with its picture, then a way to start planning (the proposal request) and more to read.
 * An unknown slug is the 404 screen.
 */
export function BlogArticleScreen({ slug }: { slug: string }) {
  const router = useRouter();
  const post = findBlogPost(slug);
  if (!post) return <NotFoundView />;
  const more = BLOG_POSTS.filter((other) => other.slug !== slug).slice(0, MORE_SHOWN);
  return (
    <ScrollView contentContainerStyle={styles.screen}>
      <Stack.Screen options={{ title: CONTENT_COPY.blog }} />
      <Text style={styles.eyebrow}>{CONTENT_COPY.blogEyebrow}</Text>
      <Text accessibilityRole="header" style={styles.title}>
        {post.title}
      </Text>
      <Text style={styles.meta}>{postMeta(post)}</Text>
      <BlogPicture slug={post.slug} />
      {post.paragraphs.map((paragraph) => (
        <Text key={paragraph.slice(0, 40)} selectable style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
      <View style={styles.cta}>
        <Text accessibilityRole="header" style={styles.ctaTitle}>
          {CONTENT_COPY.planningCta}
        </Text>
        <Text style={styles.paragraph}>{CONTENT_COPY.planningCtaLead}</Text>
        <Button label={BRIEF_COPY.newBrief} role="link" onPress={() => router.push(paths.requestProposals())} />
      </View>
      {more.length > 0 ? (
        <View style={styles.more}>
          <Text accessibilityRole="header" style={styles.ctaTitle}>
            {CONTENT_COPY.moreFromBlog}
          </Text>
          {more.map((other) => (
            <BlogCard key={other.slug} post={other} />
          ))}
        </View>
      ) : null}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.xl, gap: space.lg },
  eyebrow: { fontSize: font.small, fontWeight: "700", color: colors.primary, textTransform: "uppercase" },
  title: { fontSize: font.hero, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  paragraph: { fontSize: font.body, color: colors.text, lineHeight: 22 },
  cta: { gap: space.sm, padding: space.lg, borderRadius: radius.lg, backgroundColor: colors.surface },
  ctaTitle: { fontSize: font.title, fontWeight: "700", color: colors.text },
  more: { gap: space.md },
});
