import { COPY } from "@utsav/domain/shopper";
import type { DescriptionSection } from "@utsav/domain";
import { StyleSheet, Text, View } from "react-native";
import { EmphasisText } from "../../shared/ui/emphasis-text";
import { colors, font, radius, space } from "../../shared/ui/theme";

/** The offering's description: sections with a title and lines. */
export function OfferingDescriptions({ sections }: { sections: DescriptionSection[] }) {
  return (
    <View style={styles.sections}>
      {sections.map((section) => (
        <View key={section.title} style={styles.section}>
          <Text accessibilityRole="header" style={styles.heading}>
            {section.title}
          </Text>
          {section.items.map((item, i) => (
            <View key={`${i}-${item}`} style={styles.item}>
              <Text style={styles.text}>•</Text>
              <EmphasisText line={item} />
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/** The quality-professionals banner at the foot of the offering (application §2). */
export function QualityBanner() {
  return (
    <View style={styles.banner}>
      <Text accessibilityRole="header" style={styles.heading}>
        {COPY.qualityTitle}
      </Text>
      {COPY.qualityPoints.map((point) => (
        <Text key={point} style={styles.text}>
          ✓ {point}
        </Text>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  sections: { gap: space.lg },
  section: { gap: space.xs },
  heading: { fontSize: font.large, fontWeight: "700", color: colors.text },
  item: { flexDirection: "row", gap: space.sm, paddingRight: space.lg },
  text: { fontSize: font.body, color: colors.text, flexShrink: 1 },
  banner: { gap: space.xs, padding: space.lg, borderRadius: radius.lg, backgroundColor: colors.notice },
});
