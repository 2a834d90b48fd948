import { COPY, PHONE_PREFIX, phoneEntryError, phoneFieldValue } from "@utsav/domain/shopper";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { TextField } from "../../shared/ui/text-field";
import { colors, font, space } from "../../shared/ui/theme";
import type { SessionRole } from "../../session/session-provider";
import { requestCode } from "./api/sign-in";

interface PhoneEntryStepProps {
  /** The number typed before, when the consumer came back with 'Change number'. */
  initialEntry: string;
  onCodeSent: (entry: string, phoneNumber: string) => void;
  /** Who signs in: a consumer, or a vendor with their business number (docs/decisions/0071). */
  userType?: SessionRole;
}

/** Phone entry, the first sign-in step (application §2, §5, §8): asks for a one-time code by SMS. */
export function PhoneEntryStep({ initialEntry, onCodeSent, userType = "consumer" }: PhoneEntryStepProps) {
  const api = useApi();
  const [entry, setEntry] = useState(initialEntry);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    const problem = phoneEntryError(entry);
    setError(problem);
    if (problem) return;
    setSending(true);
    const sent = await requestCode(api, entry, undefined, userType);
    setSending(false);
    if (sent.ok) onCodeSent(entry, sent.phoneNumber);
    else setError(sent.message);
  }

  return (
    <View style={styles.step}>
      <Text accessibilityRole="header" style={styles.title}>
        {COPY.loginTitle}
      </Text>
      <Text style={styles.lead}>{COPY.loginLead}</Text>
      <View style={styles.prefixed}>
        <Text style={styles.prefix} importantForAccessibility="no">
          {PHONE_PREFIX}
        </Text>
        <View style={styles.input}>
          <TextField
            label={COPY.phoneLabel}
            required
            error={error}
            value={entry}
            onChangeText={(text) => {
              // No maxLength: it would cut a pasted "+91 98765 43210"; the rule keeps at most 10 digits.
              setEntry(phoneFieldValue(text));
              setError(null);
            }}
            keyboardType="phone-pad"
            textContentType="telephoneNumber"
            autoComplete="tel"
            placeholder="9876543210"
            onSubmitEditing={() => void submit()}
          />
        </View>
      </View>
      <Button label={COPY.getOtp} onPress={() => void submit()} loading={sending} />
    </View>
  );
}

export const stepStyles = StyleSheet.create({
  step: { gap: space.lg },
  title: { fontSize: font.hero, fontWeight: "800", color: colors.text },
  lead: { fontSize: font.body, color: colors.muted },
});

const styles = StyleSheet.create({
  ...stepStyles,
  prefixed: { flexDirection: "row", alignItems: "flex-end", gap: space.sm },
  prefix: { fontSize: font.large, fontWeight: "700", color: colors.text, paddingBottom: space.md },
  input: { flex: 1 },
});
