import { Pressable, StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

export interface Choice<T> {
  value: T;
  label: string;
  /** How many results the choice has, when the server says. */
  count?: number;
}

/** One choice among a few, as a row of chips (radio buttons for a screen reader). */
export function ChoiceChips<T extends string | number>({
  choices,
  value,
  onChange,
}: {
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <View accessibilityRole="radiogroup" style={styles.chips}>
      {choices.map((choice) => {
        const selected = choice.value === value;
        const label = choice.count === undefined ? choice.label : `${choice.label} (${choice.count})`;
        return (
          <Pressable
            key={String(choice.value)}
            accessibilityRole="radio"
            accessibilityLabel={label}
            accessibilityState={{ checked: selected }}
            onPress={() => onChange(choice.value)}
            style={[styles.chip, selected && styles.selected]}
          >
            <Text style={[styles.label, selected && styles.selectedLabel]}>{label}</Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  chips: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
  chip: {
    minHeight: TOUCH_TARGET,
    paddingHorizontal: space.md,
    justifyContent: "center",
    borderRadius: radius.pill,
    borderWidth: 1,
    borderColor: colors.border,
    backgroundColor: colors.surface,
  },
  selected: { backgroundColor: colors.primary, borderColor: colors.primary },
  label: { fontSize: font.body, color: colors.text },
  selectedLabel: { color: colors.onPrimary, fontWeight: "700" },
});
