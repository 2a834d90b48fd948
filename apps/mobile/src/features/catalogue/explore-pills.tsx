import { useRouter } from "expo-router";
import type { ExploreSection, HomeSection } from "@utsav/domain";
import { ScrollView, StyleSheet } from "react-native";
import { paths } from "../../navigation/paths";
import { Pill } from "../../shared/ui/pill";
import { space } from "../../shared/ui/theme";

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
          <Pill
            key={section.id}
            role="tab"
            label={section.displayName}
            selected={selected}
            onPress={() => (selected ? router.dismissTo(paths.home()) : router.push(paths.section(section.id)))}
            style={styles.pill}
            labelStyle={styles.label}
          />
        );
      })}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  pills: { paddingHorizontal: space.lg, gap: space.sm, paddingVertical: space.sm },
  pill: { paddingHorizontal: space.lg },
  label: { fontWeight: "600" },
});
