import { useId, useState } from "react";
import { ACCOUNT_COPY, formatCountdown, MESSAGES, PHONE, PHONE_PREFIX, phoneFieldValue, stripPhoneEntry } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { generateOtp } from "./api/otp";
import type { OtpSent } from "./api/otp";
import { thrownMessage } from "../../lib/api-client";
import { Field, fieldAria } from "../../shared/ui/field";
import { useCountdown } from "@utsav/domain/react";
import { phoneEntryError } from "@utsav/domain/client";
import type { HeadingTag } from "./login-flow-types";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

interface PhoneEntryFormProps {
  userType: UserType;
  heading: HeadingTag;
  /** The number typed before, when the user came back with 'Change number'. */
  initialEntry: string;
  onCodeSent: (entry: string, sent: OtpSent) => void;
  /** Called when the code is requested, so the next step's code can load meanwhile. */
  onSubmitting?: () => void;
}

/** Phone entry, the first login step (application §2, §5, §8): asks for a one-time code by SMS. */
export function PhoneEntryForm({ userType, heading: Heading, initialEntry, onCodeSent, onSubmitting }: PhoneEntryFormProps) {
  const id = useId();
  const inputId = `${id}-phone`;
  const [entry, setEntry] = useState(initialEntry);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // When the server asks to wait (a code was sent moments ago), the seconds left, as the code screen shows them.
  const wait = useCountdown(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = phoneEntryError(entry);
    if (problem) {
      setError(problem);
      event.currentTarget.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setError(null);
    setSending(true);
    onSubmitting?.();
    try {
      const result = await generateOtp(userType, stripPhoneEntry(entry));
      if (result.ok) {
        onCodeSent(entry, result.data);
        return;
      }
      setError(result.errorMessage ?? MESSAGES.otpGenerateFailed);
      wait.restart(result.retryAfterSeconds ?? 0);
    } catch (thrown) {
      setError(thrownMessage(thrown, MESSAGES.networkError));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <div className={styles.intro}>
        <Heading id={`${id}-title`} className={styles.title}>
          {ACCOUNT_COPY.loginTitle}
        </Heading>
        <p className={styles.lead}>{ACCOUNT_COPY.loginLead}</p>
      </div>
      <Field label={ACCOUNT_COPY.phoneLabel} htmlFor={inputId} required error={error ?? undefined}>
        <div className={form.prefixed}>
          <span className={form.prefix} aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <input
            {...fieldAria(inputId, error ?? undefined)}
            className={form.input}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE.inputMaxLength}
            placeholder="9876543210"
            value={entry}
            onChange={(event) => {
              setEntry(phoneFieldValue(event.target.value));
              setError(null);
              wait.restart(0);
            }}
            onPaste={(event) => {
              // The field's maxLength would cut "+91 98765 43210" to "+91 98765 " before onChange sees it.
              event.preventDefault();
              const input = event.currentTarget;
              const pasted = event.clipboardData.getData("text");
              const start = input.selectionStart ?? entry.length;
              const end = input.selectionEnd ?? entry.length;
              setEntry(phoneFieldValue(entry.slice(0, start) + pasted + entry.slice(end)));
              setError(null);
              wait.restart(0);
            }}
          />
        </div>
      </Field>
      <button
        type="submit"
        className={`btn btn-primary ${form.submit}`}
        disabled={sending || wait.secondsLeft > 0}
        aria-busy={sending || undefined}
      >
        {sending ? "Sending code…" : ACCOUNT_COPY.getOtp}
      </button>
      {wait.secondsLeft > 0 ? (
        <p className={styles.resend}>
          {ACCOUNT_COPY.resendCodeIn} <span className={styles.timer}>{formatCountdown(wait.secondsLeft)}</span>
        </p>
      ) : null}
    </form>
  );
}
