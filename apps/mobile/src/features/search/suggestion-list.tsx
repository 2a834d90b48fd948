import type { SuggestionItem } from "@utsav/domain";
import { Pressable, StyleSheet, Text, View } from "react-native";
import { RemoteImage } from "../../shared/ui/remote-image";
import { colors, font, space, TOUCH_TARGET } from "../../shared/ui/theme";

interface SuggestionListProps {
  sections: { title: string; items: SuggestionItem[] }[];
  onPick: (item: SuggestionItem) => void;
}

/** The suggestions under the search box, in their three sections: Top Offerings, Categories, Occasions. */
export function SuggestionList({ sections, onPick }: SuggestionListProps) {
  return (
    <View style={styles.list}>
      {sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <View key={section.title} style={styles.section}>
            <Text accessibilityRole="header" style={styles.heading}>
              {section.title}
            </Text>
            {section.items.map((item) => (
              <Pressable
                key={`${item.type}-${item.id}`}
                accessibilityRole="button"
                accessibilityLabel={`${item.title}, ${item.subtitle}`}
                onPress={() => onPick(item)}
                style={styles.item}
              >
                {item.image ? <RemoteImage path={item.image} alt="" style={styles.image} /> : null}
                <View style={styles.text}>
                  <Text style={styles.title}>{item.title}</Text>
                  <Text style={styles.subtitle}>{item.subtitle}</Text>
                </View>
              </Pressable>
            ))}
          </View>
        ))}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.md },
  section: { gap: space.xs },
  heading: { fontSize: font.small, fontWeight: "700", color: colors.muted, textTransform: "uppercase" },
  item: { flexDirection: "row", alignItems: "center", gap: space.md, minHeight: TOUCH_TARGET, paddingVertical: space.xs },
  image: { width: 40, height: 40, borderRadius: 6 },
  text: { flex: 1 },
  title: { fontSize: font.body, color: colors.text },
  subtitle: { fontSize: font.small, color: colors.muted },
});
