import { COPY, DISPLAY, SORT_OPTIONS } from "@utsav/domain/client";
import type { SortValue } from "@utsav/domain/client";
import { Pressable, StyleSheet, Text } from "react-native";
import { Sheet } from "./sheet";
import { colors, font, space } from "./theme";

interface SortSheetProps {
  open: boolean;
  onClose: () => void;
  value: SortValue | null;
  onChange: (value: SortValue | null) => void;
}

/**
 * 'Sort By' in a bottom sheet, as on a phone (application §2): Most Rated, Price: Low to High, Price: High to Low,
 * each 50 points high; picking the selected option again deselects it.
 */
export function SortSheet({ open, onClose, value, onChange }: SortSheetProps) {
  return (
    <Sheet open={open} onClose={onClose} title={COPY.sortBy} size="small">
      {SORT_OPTIONS.map((option) => {
        const selected = option.value === value;
        return (
          <Pressable
            key={option.value}
            accessibilityRole="radio"
            accessibilityLabel={option.label}
            accessibilityState={{ checked: selected }}
            onPress={() => {
              onChange(selected ? null : option.value);
              onClose();
            }}
            style={styles.option}
          >
            <Text style={[styles.label, selected && styles.selected]}>{option.label}</Text>
            {selected ? <Text style={styles.selected}>✓</Text> : null}
          </Pressable>
        );
      })}
    </Sheet>
  );
}

const styles = StyleSheet.create({
  option: {
    minHeight: DISPLAY.sortOptionHeightPx,
    flexDirection: "row",
    alignItems: "center",
    justifyContent: "space-between",
    gap: space.md,
  },
  label: { fontSize: font.body, color: colors.text },
  selected: { color: colors.primary, fontWeight: "700" },
});
