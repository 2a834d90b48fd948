import { COPY } from "@utsav/domain/shopper";
import { StyleSheet, Text, View } from "react-native";
import { EmphasisText } from "../../shared/ui/emphasis-text";
import { colors, font, radius, space } from "../../shared/ui/theme";

/**
 * The vendor's "Good to Know" lines (the offering's connectInfo) on a Book or Buy offering, as the web's price card
 * shows them: only a Call has a call sheet to show them in (docs/decisions/0039).
 */
export function GoodToKnow({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <View style={styles.block}>
      <Text accessibilityRole="header" style={styles.heading}>
        {COPY.goodToKnow}
      </Text>
      {lines.map((line, i) => (
        <View key={`${i}-${line}`} style={styles.item}>
          <Text style={styles.bullet}>•</Text>
          <EmphasisText line={line} />
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  block: { gap: space.xs, padding: space.md, borderRadius: radius.md, backgroundColor: colors.notice },
  heading: { fontSize: font.body, fontWeight: "700", color: colors.text },
  item: { flexDirection: "row", gap: space.sm },
  bullet: { fontSize: font.body, color: colors.text },
});
