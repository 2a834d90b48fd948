import { Stack } from "expo-router";
import { BLOG_POSTS, CONTENT_COPY } from "@utsav/domain/shopper";
import { ScrollView, StyleSheet, Text } from "react-native";
import { colors, font, space } from "../../shared/ui/theme";
import { BlogCard } from "./blog-card";

/** /blog: every article, newest first, as on the web (docs/decisions/0066). */
export function BlogListScreen() {
  return (
    <ScrollView contentContainerStyle={styles.screen}>
      <Stack.Screen options={{ title: CONTENT_COPY.blog }} />
      <Text accessibilityRole="header" style={styles.title}>
        {CONTENT_COPY.blog}
      </Text>
      <Text style={styles.lead}>{CONTENT_COPY.blogLead}</Text>
      {BLOG_POSTS.map((post) => (
        <BlogCard key={post.slug} post={post} />
      ))}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.xl, gap: space.lg },
  title: { fontSize: font.hero, fontWeight: "700", color: colors.text },
  lead: { fontSize: font.large, color: colors.muted },
});
