import { parseEmphasis } from "@utsav/domain/shopper";
import { StyleSheet, Text } from "react-native";
import { colors, font } from "./theme";

/** A line with its #{bold} parts in bold (application §2, description and connectInfo lines). */
export function EmphasisText({ line }: { line: string }) {
  return (
    <Text style={styles.text}>
      {parseEmphasis(line).map((part, i) => (
        <Text key={i} style={part.bold ? styles.bold : undefined}>
          {part.text}
        </Text>
      ))}
    </Text>
  );
}

const styles = StyleSheet.create({
  text: { fontSize: font.body, color: colors.text, flexShrink: 1 },
  bold: { fontWeight: "700" },
});
