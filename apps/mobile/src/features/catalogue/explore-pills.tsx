import { useRouter } from "expo-router";
import { ANIMATION_MS } from "@utsav/domain/shopper";
import type { ExploreSection, HomeSection } from "@utsav/domain";
import { useEffect, useRef, useState } from "react";
import { ScrollView, StyleSheet } from "react-native";
import { paths } from "../../navigation/paths";
import { Pill } from "../../shared/ui/pill";
import { space } from "../../shared/ui/theme";

/**
 * Decor, Gifts, Sweets and Corporate (application §2 explore section). The active section is marked; tapping it
 * again returns home. From home a section opens on top of it; from a section, another one marks its pill at once and
 * replaces the page after about 300 ms (application §4 Header), so Decor → Gifts → Sweets leaves one page to go back from.
 */
export function ExplorePills({ sections, active }: { sections: ExploreSection[]; active: HomeSection | null }) {
  const router = useRouter();
  // The section picked on this page, shown while the page is being replaced.
  const [picked, setPicked] = useState<HomeSection | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = picked ?? active;

  const open = (section: HomeSection) => {
    clearTimeout(timer.current);
    if (section === shown) {
      setPicked(null);
      router.dismissTo(paths.home());
    } else if (active === null) {
      router.push(paths.section(section));
    } else {
      setPicked(section);
      timer.current = setTimeout(() => router.replace(paths.section(section)), ANIMATION_MS.nav);
    }
  };

  return (
    <ScrollView accessibilityRole="tablist" horizontal showsHorizontalScrollIndicator={false} contentContainerStyle={styles.pills}>
      {sections.map((section) => (
        <Pill
          key={section.id}
          role="tab"
          label={section.displayName}
          selected={section.id === shown}
          onPress={() => open(section.id)}
          style={styles.pill}
          labelStyle={styles.label}
        />
      ))}
    </ScrollView>
  );
}

const styles = StyleSheet.create({
  pills: { paddingHorizontal: space.lg, gap: space.sm, paddingVertical: space.sm },
  pill: { paddingHorizontal: space.lg },
  label: { fontWeight: "600" },
});
