import { StyleSheet, View } from "react-native";
import { Pill } from "./pill";
import { space } from "./theme";

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
          <Pill
            key={String(choice.value)}
            role="radio"
            label={label}
            selected={selected}
            onPress={() => onChange(choice.value)}
            labelStyle={selected && styles.selectedLabel}
          />
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  chips: { flexDirection: "row", flexWrap: "wrap", gap: space.sm },
  selectedLabel: { fontWeight: "700" },
});
