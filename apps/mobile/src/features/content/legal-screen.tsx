import { Stack, useRouter } from "expo-router";
import {
  CONTENT_COPY,
  contentCopyFor,
  formatLongDate,
  HELP_COPY,
  LEGAL_DOCUMENTS,
  LEGAL_KINDS,
  LEGAL_PATHS,
  SUPPORT,
} from "@utsav/domain/shopper";
import type { LegalKind, LegalSection } from "@utsav/domain/client";
import { ScrollView, StyleSheet, Text, View } from "react-native";
import { openLink } from "../../shared/lib/open-link";
import { Button } from "../../shared/ui/button";
import { colors, font, space } from "../../shared/ui/theme";

// The Privacy Policy, Terms & Conditions and Cookies Policy at the web's addresses (/privacy, /terms, /cookies), drawn
// from the same documents (packages/domain/src/content, docs/decisions/0066): headings, paragraphs and lists as
// native text, so they read with the phone's font size and screen reader, offline too.

function Section({ section }: { section: LegalSection }) {
  return (
    <View style={styles.section}>
      <Text accessibilityRole="header" style={styles.heading}>
        {section.heading}
      </Text>
      {section.paragraphs?.map((text) => (
        <Text key={text} selectable style={styles.text}>
          {text}
        </Text>
      ))}
      {section.items?.map((item) => (
        <View key={item} style={styles.item}>
          <Text style={styles.text} importantForAccessibility="no" accessibilityElementsHidden>
            •
          </Text>
          <Text selectable style={[styles.text, styles.itemText]}>
            {item}
          </Text>
        </View>
      ))}
      {section.notes?.map((text) => (
        <Text key={text} selectable style={styles.text}>
          {text}
        </Text>
      ))}
    </View>
  );
}

export function LegalScreen({ kind }: { kind: LegalKind }) {
  const router = useRouter();
  const document = LEGAL_DOCUMENTS[kind];
  return (
    <ScrollView contentContainerStyle={styles.screen}>
      <Stack.Screen options={{ title: document.title }} />
      <Text accessibilityRole="header" style={styles.title}>
        {document.title}
      </Text>
      <Text style={styles.meta}>{contentCopyFor.lastUpdated(formatLongDate(document.updated))}</Text>
      <Text selectable style={styles.intro}>
        {document.intro}
      </Text>
      {document.sections.map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      <Button
        label={SUPPORT.email}
        accessibilityLabel={`${HELP_COPY.emailKind}, ${SUPPORT.email}`}
        role="link"
        variant="secondary"
        onPress={() => openLink(`mailto:${SUPPORT.email}`)}
      />
      <View accessibilityLabel={CONTENT_COPY.policies} style={styles.others}>
        {LEGAL_KINDS.filter((other) => other !== kind).map((other) => (
          <Button
            key={other}
            label={LEGAL_DOCUMENTS[other].title}
            role="link"
            variant="text"
            onPress={() => router.replace(LEGAL_PATHS[other])}
          />
        ))}
      </View>
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  screen: { padding: space.xl, gap: space.lg },
  title: { fontSize: font.hero, fontWeight: "700", color: colors.text },
  meta: { fontSize: font.small, color: colors.muted },
  intro: { fontSize: font.large, color: colors.text, lineHeight: 24 },
  section: { gap: space.sm },
  heading: { fontSize: font.title, fontWeight: "700", color: colors.text },
  text: { fontSize: font.body, color: colors.text, lineHeight: 22 },
  item: { flexDirection: "row", gap: space.sm },
  itemText: { flex: 1 },
  others: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
});
