import { forwardRef } from "react";
import { StyleSheet, Text, TextInput, View } from "react-native";
import type { TextInputProps } from "react-native";
import { colors, font, radius, space, TOUCH_TARGET } from "./theme";

interface TextFieldProps extends Omit<TextInputProps, "style" | "accessibilityLabel"> {
  label: string;
  /** Hides the label visually (it is still read out), for a box whose placeholder says what it is for. */
  hideLabel?: boolean;
  required?: boolean;
  error?: string | null;
  multiline?: boolean;
}

/**
 * A labelled input. spec: application §5 "Required inputs show an asterisk; invalid inputs show an error icon and
 * red hint".
 */
export const TextField = forwardRef<TextInput, TextFieldProps>(function TextField(
  { label, hideLabel = false, required = false, error, multiline = false, ...input },
  ref,
) {
  return (
    <View style={styles.field}>
      {hideLabel ? null : (
        <Text style={styles.label} importantForAccessibility="no" accessibilityElementsHidden>
          {label}
          {required ? <Text style={styles.required}> *</Text> : null}
        </Text>
      )}
      <TextInput
        ref={ref}
        accessibilityLabel={required ? `${label}, required` : label}
        accessibilityHint={error ?? undefined}
        accessibilityState={{ disabled: input.editable === false }}
        aria-invalid={Boolean(error)}
        placeholderTextColor={colors.muted}
        multiline={multiline}
        style={[styles.input, multiline && styles.multiline, Boolean(error) && styles.invalid, input.editable === false && styles.readOnly]}
        {...input}
      />
      {error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          ⚠ {error}
        </Text>
      ) : null}
    </View>
  );
});

const styles = StyleSheet.create({
  field: { gap: space.xs },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  required: { color: colors.error },
  input: {
    minHeight: TOUCH_TARGET,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: radius.md,
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    fontSize: font.body,
    color: colors.text,
    backgroundColor: colors.surface,
  },
  multiline: { minHeight: 96, textAlignVertical: "top" },
  invalid: { borderColor: colors.error },
  readOnly: { backgroundColor: colors.background, color: colors.muted },
  error: { color: colors.error, fontSize: font.small },
});
