import { useRouter } from "expo-router";
import type { ExploreSection, HomeSection } from "@utsav/domain";
import { Pressable, ScrollView, StyleSheet, Text } from "react-native";
import { paths } from "../../navigation/paths";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

/**
 * Decor, Gifts, Sweets and Corporate (application §2 explore section). The active section is marked; tapping it
 * again returns home (application §4 Header).
 */
export function ExplorePills({ sections, active }: { sections: ExploreSection[]; active: HomeSection | null }) {
  const router = useRouter();
  return (
    <ScrollView accessibilityRole="tablist" horizontal showsHorizontalScrollIndicator={false} contentContainerStyle={styles.pills}>
      {sections.map((section) => {
        const selected = section.id === active;
        return (
          <Pressable
            key={section.id}
            accessibilityRole="tab"
            accessibilityLabel={section.displayName}
            accessibilityState={{ selected }}
            onPress={() => (selected ? router.dismissTo(paths.home()) : router.push(paths.section(section.id)))}
            style={[styles.pill, selected && styles.selected]}
          >
            <Text style={[styles.label, selected && styles.selectedLabel]}>{section.displayName}</Text>
          </Pressable>
        );
      })}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  pills: { paddingHorizontal: space.lg, gap: space.sm, paddingVertical: space.sm },
  pill: {
    minHeight: TOUCH_TARGET,
    paddingHorizontal: space.lg,
    justifyContent: "center",
    borderRadius: radius.pill,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  selected: { backgroundColor: colors.primary, borderColor: colors.primary },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  selectedLabel: { color: colors.onPrimary },
});
