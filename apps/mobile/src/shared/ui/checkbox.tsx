import { Pressable, StyleSheet, Text, View } from "react-native";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

/** A labelled checkbox, the whole row pressable. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Pressable
      accessibilityRole="checkbox"
      accessibilityLabel={label}
      accessibilityState={{ checked, disabled }}
      // The web export writes an unchecked state only from the aria prop, and a checkbox must say it (ARIA).
      aria-checked={checked}
      disabled={disabled}
      onPress={() => onChange(!checked)}
      style={[styles.row, disabled && styles.disabled]}
    >
      <View style={[styles.box, checked && styles.checked]}>{checked ? <Text style={styles.mark}>✓</Text> : null}</View>
      <Text style={styles.label}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", alignItems: "center", gap: space.md, minHeight: TOUCH_TARGET },
  disabled: { opacity: 0.6 },
  box: {
    width: 24,
    height: 24,
    borderRadius: radius.sm,
    borderWidth: 2,
    borderColor: colors.primary,
    alignItems: "center",
    justifyContent: "center",
  },
  checked: { backgroundColor: colors.primary },
  mark: { color: colors.onPrimary, fontWeight: "800" },
  label: { flex: 1, fontSize: font.body, color: colors.text },
});
