import { useId, useRef, useState } from "react";
import { ACCOUNT_COPY, formatPhoneDisplay, MESSAGES, OTP } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { generateOtp, verifyOtp } from "./api/otp";
import type { OtpVerified } from "./api/otp";
import { thrownMessage } from "../../lib/api-client";
import { CodeBoxes } from "./code-boxes";
import { formatCountdown } from "@utsav/domain/client";
import { errorIdOf, FieldError } from "../../shared/ui/field-error";
import type { HeadingTag } from "./login-flow-types";
import { codeOf, EMPTY_CODE, isCodeComplete, shouldAutoVerify } from "@utsav/domain/client";
import type { OtpDigits } from "@utsav/domain/client";
import { useCountdown } from "@utsav/domain/react";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

interface OtpEntryFormProps {
  userType: UserType;
  heading: HeadingTag;
  /** The number the code went to, as the server answered it. */
  phoneNumber: string;
  onVerified: (verified: OtpVerified) => void;
  onChangeNumber: () => void;
}

/**
 * Code entry, the second login step (application §4 "OTP screen", §5, §8). Verifies by itself once six digits are
 * in, offers a resend after the 90-second cooldown, and goes back to phone entry on 'Change number'.
 */
export default function OtpEntryForm({ userType, heading: Heading, phoneNumber, onVerified, onChangeNumber }: OtpEntryFormProps) {
  const id = useId();
  const [digits, setDigits] = useState<OtpDigits>(EMPTY_CODE);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"verifying" | "resending" | null>(null);
  // A ref as well as state: the auto-verify check runs in the same event as the request that just started.
  const inFlight = useRef(false);
  const boxes = useRef<HTMLFieldSetElement>(null);
  const cooldown = useCountdown(OTP.resendCooldownSeconds);

  const focusFirstBox = () => boxes.current?.querySelector("input")?.focus();

  async function verify(code: string) {
    inFlight.current = true;
    setBusy("verifying");
    let failure: string;
    try {
      const result = await verifyOtp(userType, phoneNumber, code);
      if (result.ok) {
        onVerified(result.data);
        return;
      }
      failure = result.errorMessage ?? MESSAGES.otpInvalid;
    } catch (thrown) {
      failure = thrownMessage(thrown, MESSAGES.otpInvalid);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
    // A failed verification clears the code (application §4).
    setDigits(EMPTY_CODE);
    setError(failure);
    focusFirstBox();
  }

  async function resend() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy("resending");
    setError(null);
    try {
      const result = await generateOtp(userType, phoneNumber);
      if (result.ok) {
        cooldown.restart(OTP.resendCooldownSeconds);
        setDigits(EMPTY_CODE);
        focusFirstBox();
      } else {
        cooldown.restart(0);
        setError(result.errorMessage ?? MESSAGES.otpResendFailed);
      }
    } catch (thrown) {
      cooldown.restart(0);
      setError(thrownMessage(thrown, MESSAGES.otpResendFailed));
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  }

  function change(next: OtpDigits) {
    setDigits(next);
    setError(null);
    if (shouldAutoVerify(next, inFlight.current)) void verify(codeOf(next));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    if (!isCodeComplete(digits)) {
      setError(MESSAGES.otpIncomplete);
      focusFirstBox();
      return;
    }
    void verify(codeOf(digits));
  }

  const errorId = errorIdOf(id);
  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <Heading id={`${id}-title`} className={styles.title}>
          {ACCOUNT_COPY.codeTitle}
        </Heading>
        <p className={styles.lead}>
          We sent a {OTP.length}-digit code to <strong className={styles.phone}>{formatPhoneDisplay(phoneNumber)}</strong>
        </p>
        <button type="button" className={styles.link} onClick={onChangeNumber}>
          {ACCOUNT_COPY.changeNumber}
        </button>
      </div>
      <CodeBoxes ref={boxes} digits={digits} onChange={change} invalid={error !== null} describedBy={error ? errorId : undefined} />
      <div role="alert" className={styles.alertSlot}>
        {error ? <FieldError id={errorId} message={error} /> : null}
      </div>
      <button
        type="submit"
        className={`btn btn-primary ${form.submit}`}
        disabled={busy !== null}
        aria-busy={busy === "verifying" || undefined}
      >
        {busy === "verifying" ? "Verifying…" : ACCOUNT_COPY.verify}
      </button>
      <p className={styles.resend}>
        {cooldown.secondsLeft > 0 ? (
          <>
            {ACCOUNT_COPY.resendCodeIn} <span className={styles.timer}>{formatCountdown(cooldown.secondsLeft)}</span>
          </>
        ) : (
          <>
            {ACCOUNT_COPY.noCode}{" "}
            <button type="button" className={styles.link} onClick={() => void resend()} disabled={busy !== null}>
              {busy === "resending" ? "Sending…" : ACCOUNT_COPY.resendCode}
            </button>
          </>
        )}
      </p>
    </form>
  );
}
