import { COPY, copyFor, DISPLAY, SORT_OPTIONS, sortLabel, toggleSort } from "@utsav/domain/shopper";
import type { SortValue } from "@utsav/domain/client";
import { Pressable, StyleSheet, Text } from "react-native";
import type { StyleProp, ViewStyle } from "react-native";
import { Button } from "./button";
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
              onChange(toggleSort(value, option.value));
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

/**
 * The button that opens the sort sheet: it names the chosen sort, and reads 'Sort By' while none is chosen
 * (application §2 "picking the selected option again deselects it (label 'Sort By')"). A screen reader hears both.
 */
export function SortButton({ value, onPress, style }: { value: SortValue | null; onPress: () => void; style?: StyleProp<ViewStyle> }) {
  const label = sortLabel(value);
  return (
    <Button
      label={label}
      accessibilityLabel={value ? copyFor.sortedBy(label) : undefined}
      variant="secondary"
      onPress={onPress}
      style={style}
    />
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
