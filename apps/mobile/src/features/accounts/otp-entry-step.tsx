import {
  codeOf,
  COPY,
  copyFor,
  EMPTY_CODE,
  formatCountdown,
  formatPhoneDisplay,
  isCodeComplete,
  MESSAGES,
  OTP,
  shouldAutoVerify,
} from "@utsav/domain/shopper";
import type { OtpDigits } from "@utsav/domain/client";
import { useRef, useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { Button } from "../../shared/ui/button";
import { colors, font } from "../../shared/ui/theme";
import type { SessionRole } from "../../session/session-provider";
import { checkCode, requestCode } from "./api/sign-in";
import type { CodeCheck } from "./api/sign-in";
import { CodeBoxes } from "./code-boxes";
import { stepStyles } from "./phone-entry-step";
import { useCountdown } from "@utsav/domain/react";

interface OtpEntryStepProps {
  /** The number the code went to, as the server answered it. */
  phoneNumber: string;
  onVerified: (verified: Extract<CodeCheck, { ok: true }>) => void;
  onChangeNumber: () => void;
  /** Who signs in: a consumer, or a vendor (docs/decisions/0071). */
  userType?: SessionRole;
}

/**
 * Code entry, the second sign-in step (application §4 "OTP screen", §5, §8): verifies by itself once six digits
 * are in (not while a request is in flight); typing clears the error; a failed code is cleared; resend after the
 * 90-second cooldown shown as m:ss, and a failed resend ends the cooldown.
 */
export function OtpEntryStep({ phoneNumber, onVerified, onChangeNumber, userType = "consumer" }: OtpEntryStepProps) {
  const api = useApi();
  const [digits, setDigits] = useState<OtpDigits>(EMPTY_CODE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"verifying" | "resending" | null>(null);
  const [cleared, setCleared] = useState(0);
  // A ref as well as state: the auto-verify check runs in the same event as the request that just started.
  const inFlight = useRef(false);
  const cooldown = useCountdown(OTP.resendCooldownSeconds);

  async function verify(code: string) {
    inFlight.current = true;
    setBusy("verifying");
    const checked = await checkCode(api, phoneNumber, code, userType);
    inFlight.current = false;
    setBusy(null);
    if (checked.ok) {
      onVerified(checked);
      return;
    }
    setDigits(EMPTY_CODE);
    setCleared((n) => n + 1);
    setError(checked.message);
  }

  async function resend() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy("resending");
    setError(null);
    const sent = await requestCode(api, phoneNumber, MESSAGES.otpResendFailed, userType);
    inFlight.current = false;
    setBusy(null);
    if (sent.ok) {
      cooldown.restart(OTP.resendCooldownSeconds);
      setDigits(EMPTY_CODE);
      setCleared((n) => n + 1);
    } else {
      cooldown.restart(0);
      setError(sent.message);
    }
  }

  function change(next: OtpDigits) {
    setDigits(next);
    setError(null);
    if (shouldAutoVerify(next, inFlight.current)) void verify(codeOf(next));
  }

  function submit() {
    if (inFlight.current) return;
    if (!isCodeComplete(digits)) setError(MESSAGES.otpIncomplete);
    else void verify(codeOf(digits));
  }

  return (
    <View style={stepStyles.step}>
      <Text accessibilityRole="header" style={stepStyles.title}>
        {COPY.codeTitle}
      </Text>
      <Text style={stepStyles.lead}>{copyFor.codeSentTo(OTP.length, formatPhoneDisplay(phoneNumber))}</Text>
      <Button label={COPY.changeNumber} variant="text" onPress={onChangeNumber} style={styles.link} />
      <CodeBoxes digits={digits} onChange={change} invalid={error !== null} focusFirst={cleared} />
      {error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          ⚠ {error}
        </Text>
      ) : null}
      <Button label={COPY.verify} onPress={submit} loading={busy === "verifying"} disabled={busy === "resending"} />
      {cooldown.secondsLeft > 0 ? (
        <Text style={styles.resend} accessibilityLiveRegion="polite">
          {COPY.resendCodeIn} {formatCountdown(cooldown.secondsLeft)}
        </Text>
      ) : (
        <View style={styles.resendRow}>
          <Text style={styles.resend}>{COPY.noCode}</Text>
          <Button
            label={COPY.resendCode}
            variant="text"
            onPress={() => void resend()}
            loading={busy === "resending"}
            disabled={busy === "verifying"}
          />
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  link: { alignSelf: "flex-start", paddingHorizontal: 0 },
  error: { color: colors.error, fontSize: font.body },
  resendRow: { flexDirection: "row", alignItems: "center", flexWrap: "wrap" },
  resend: { fontSize: font.body, color: colors.muted },
});
