import { backspaceInBox, copyFor, enterIntoBox, OTP } from "@utsav/domain/shopper";
import type { OtpDigits } from "@utsav/domain/client";
import { useEffect, useRef } from "react";
import { StyleSheet, TextInput, View } from "react-native";
import { colors, font, radius, space, TOUCH_TARGET } from "../../shared/ui/theme";

interface CodeBoxesProps {
  digits: OtpDigits;
  onChange: (digits: OtpDigits) => void;
  invalid: boolean;
  /** Moves the keyboard to the first box (after a failed code is cleared). */
  focusFirst: number;
}

/**
 * Six code boxes (application §2, §5): a digit per box, moving on as they fill; the phone's one-time-code autofill
 * or a paste into any box fills them all; backspace in an empty box goes back one.
 */
export function CodeBoxes({ digits, onChange, invalid, focusFirst }: CodeBoxesProps) {
  const inputs = useRef<(TextInput | null)[]>([]);
  useEffect(() => {
    inputs.current[0]?.focus();
  }, [focusFirst]);

  const enter = (index: number, text: string) => {
    const next = enterIntoBox(digits, index, text);
    onChange(next.digits);
    inputs.current[next.focus]?.focus();
  };
  const backspace = (index: number) => {
    const next = backspaceInBox(digits, index);
    onChange(next.digits);
    inputs.current[next.focus]?.focus();
  };

  return (
    <View style={styles.row}>
      {digits.map((digit, index) => (
        <TextInput
          key={index}
          ref={(input) => {
            inputs.current[index] = input;
          }}
          accessibilityLabel={copyFor.codeDigit(index + 1, OTP.length)}
          aria-invalid={invalid}
          value={digit}
          onChangeText={(text) => enter(index, text)}
          onKeyPress={({ nativeEvent }) => {
            if (nativeEvent.key === "Backspace" && digit === "") backspace(index);
          }}
          keyboardType="number-pad"
          textContentType={index === 0 ? "oneTimeCode" : "none"}
          autoComplete={index === 0 ? "sms-otp" : "off"}
          selectTextOnFocus
          style={[styles.box, invalid && styles.invalid]}
        />
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: "row", justifyContent: "space-between", gap: space.sm },
  box: {
    flex: 1,
    minHeight: TOUCH_TARGET + 8,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: radius.md,
    textAlign: "center",
    fontSize: font.title,
    color: colors.text,
    backgroundColor: colors.surface,
  },
  invalid: { borderColor: colors.error },
});
