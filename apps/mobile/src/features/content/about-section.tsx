import { useRouter } from "expo-router";
import { CONTENT_COPY, LEGAL_DOCUMENTS, LEGAL_KINDS, LEGAL_PATHS } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { paths } from "../../navigation/paths";
import { Button } from "../../shared/ui/button";
import { HelpSupportButton } from "../../shared/ui/help-support";
import { colors, font, space } from "../../shared/ui/theme";

/**
 * The profile's "About Utsav": Help & Support, the blog and the three legal documents, which the web links from its
 * header menu and footer (application §2 Header and footer). Shown signed in or not.
 */
export function AboutSection() {
  const router = useRouter();
  return (
    <View style={styles.about}>
      <Text accessibilityRole="header" style={styles.title}>
        {CONTENT_COPY.about}
      </Text>
      <HelpSupportButton />
      <Button label={CONTENT_COPY.blog} role="link" variant="text" onPress={() => router.push(paths.blog())} style={styles.link} />
      {LEGAL_KINDS.map((kind) => (
        <Button
          key={kind}
          label={LEGAL_DOCUMENTS[kind].title}
          role="link"
          variant="text"
          onPress={() => router.push(LEGAL_PATHS[kind])}
          style={styles.link}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  about: { gap: space.xs, paddingTop: space.lg, borderTopWidth: 1, borderTopColor: colors.border },
  title: { fontSize: font.large, fontWeight: "700", color: colors.text, marginBottom: space.sm },
  link: { alignSelf: "flex-start" },
});
