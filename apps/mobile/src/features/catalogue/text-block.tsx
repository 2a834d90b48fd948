import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";

/** The trust, closing and app banner blocks: a heading, a line, and points (application §2 Home). */
export function TextBlock({ heading, subtitle, points }: { heading: string; subtitle: string; points: string[] }) {
  return (
    <View style={styles.block}>
      <Text accessibilityRole="header" style={styles.heading}>
        {heading}
      </Text>
      <Text style={styles.subtitle}>{subtitle}</Text>
      {points.map((point) => (
        <Text key={point} style={styles.point}>
          ✓ {point}
        </Text>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  block: {
    margin: space.lg,
    padding: space.lg,
    gap: space.sm,
    borderRadius: radius.lg,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  heading: { fontSize: font.title, fontWeight: "700", color: colors.text, textAlign: "center" },
  subtitle: { fontSize: font.body, color: colors.muted, textAlign: "center" },
  point: { fontSize: font.body, color: colors.text, textAlign: "center" },
});
