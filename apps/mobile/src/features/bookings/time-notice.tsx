import { StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space } from "../../shared/ui/theme";

/**
 * A line of a booking's time the shopper should know (docs/decisions/0054), as the web's page says it: until when the
 * vendor may answer and what follows if they do not; when a confirmed booking completes by itself. Read as one.
 */
export function TimeNotice({ line, more = null }: { line: string | null; more?: string | null }) {
  if (!line) return null;
  return (
    <View style={styles.notice} accessible accessibilityLabel={more ? `${line} ${more}` : line}>
      <Text style={styles.line}>{line}</Text>
      {more ? <Text style={styles.more}>{more}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  notice: {
    gap: space.xs,
    padding: space.md,
    borderLeftWidth: 4,
    borderLeftColor: colors.primary,
    borderRadius: radius.sm,
    backgroundColor: colors.background,
  },
  line: { fontSize: font.body, fontWeight: "700", color: colors.text },
  more: { fontSize: font.body, color: colors.text },
});
