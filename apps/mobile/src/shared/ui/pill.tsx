import { Pressable, StyleSheet, Text } from "react-native";
import type { StyleProp, TextStyle, ViewStyle } from "react-native";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

interface PillProps {
  label: string;
  selected: boolean;
  onPress: () => void;
  /** A tab among sections (selected), or a radio button among choices (checked), for a screen reader. */
  role: "tab" | "radio";
  style?: StyleProp<ViewStyle>;
  labelStyle?: StyleProp<TextStyle>;
  /** A choice that cannot be had (a day the vendor is full): greyed out and not pressed. */
  disabled?: boolean;
  /** What a screen reader says when it is more than the label (why a choice cannot be had). */
  accessibilityLabel?: string;
}

/** A rounded, outlined choice, filled with the brand colour when selected: the explore pills and the filter chips. */
export function Pill({ label, selected, onPress, role, style, labelStyle, disabled = false, accessibilityLabel }: PillProps) {
  return (
    <Pressable
      accessibilityRole={role}
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={role === "tab" ? { selected, disabled } : { checked: selected, disabled }}
      // The web export writes an unchecked state only from the aria prop, and a radio must say it (ARIA).
      aria-checked={role === "radio" ? selected : undefined}
      disabled={disabled}
      onPress={onPress}
      style={[styles.pill, selected && styles.selected, disabled && styles.disabled, style]}
    >
      <Text style={[styles.label, selected && styles.selectedLabel, disabled && styles.disabledLabel, labelStyle]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  pill: {
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
  selectedLabel: { color: colors.onPrimary },
  disabled: { backgroundColor: colors.skeleton, borderColor: colors.skeleton },
  disabledLabel: { color: colors.muted, textDecorationLine: "line-through" },
});
