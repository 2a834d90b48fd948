import { useId, useState } from "react";
import { MESSAGES, PHONE, PHONE_PREFIX, stripPhoneEntry } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { generateOtp } from "./api/otp";
import type { OtpSent } from "./api/otp";
import { thrownMessage } from "../../lib/api-client";
import { Field, fieldAria } from "../../shared/ui/field";
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
          Login or sign up
        </Heading>
        <p className={styles.lead}>Enter your mobile number. We will send you a 6-digit code by SMS.</p>
      </div>
      <Field label="Phone number" htmlFor={inputId} required error={error ?? undefined}>
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
            placeholder="98765 43210"
            value={entry}
            onChange={(event) => {
              setEntry(event.target.value);
              setError(null);
            }}
          />
        </div>
      </Field>
      <button type="submit" className={`btn btn-primary ${form.submit}`} disabled={sending} aria-busy={sending || undefined}>
        {sending ? "Sending code…" : "Get OTP"}
      </button>
    </form>
  );
}
