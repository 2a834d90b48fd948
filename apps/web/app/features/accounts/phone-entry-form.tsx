import { useId } from "react";
import {
  ACCOUNT_COPY,
  formatCountdown,
  PHONE,
  PHONE_PREFIX,
  phoneEntryError,
  phoneFieldValue,
  stripPhoneEntry,
} from "@utsav/domain/client";
import { useCountdown } from "@utsav/domain/react";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { Field, fieldAria } from "../../shared/ui/field";
import type { OtpSent, SendLoginAct } from "./login-acts";
import type { HeadingTag } from "./login-flow-types";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

interface PhoneEntryValues {
  phone: string;
}

/** The domain's rule for a phone entry (application §5), the one the API's phoneNumberSchema words. */
const checkPhoneEntry: DomainCheck<PhoneEntryValues> = ({ phone }) => ({ phone: phoneEntryError(phone) });

interface PhoneEntryFormProps {
  heading: HeadingTag;
  /** The number typed before, when the user came back with 'Change number'. */
  initialEntry: string;
  /** Sends the flow's acts (the route's action, or the browser's call in the modal). */
  send: SendLoginAct;
  onCodeSent: (entry: string, sent: OtpSent) => void;
  /** Called when the code is requested, so the next step's code can load meanwhile. */
  onSubmitting?: () => void;
}

/** Phone entry, the first login step (application §2, §5, §8): asks for a one-time code by SMS. */
export function PhoneEntryForm({ heading: Heading, initialEntry, send, onCodeSent, onSubmitting }: PhoneEntryFormProps) {
  const id = useId();
  const entryForm = useDomainForm<PhoneEntryValues>({ defaultValues: { phone: initialEntry }, check: checkPhoneEntry });
  const { isSubmitting } = entryForm.formState;
  // When the server asks to wait (a code was sent moments ago), the seconds left, as the code screen shows them.
  const wait = useCountdown(0);
  // The server's refusal shows where the check's message does, under the number, until the number is edited.
  const error = entryForm.errorOf("phone") ?? entryForm.formError ?? undefined;
  const inputId = entryForm.fieldId("phone");
  const control = entryForm.control("phone");

  const submit = entryForm.handleSubmit(async ({ phone }) => {
    onSubmitting?.();
    const result = await send({ intent: "send-code", phoneNumber: stripPhoneEntry(phone) });
    if ("sent" in result) onCodeSent(phone, result.sent);
    else if ("error" in result) {
      entryForm.refuse(result.error);
      wait.restart(result.retryAfterSeconds);
    }
  });

  /** A new number: the refusal and the wait it came with no longer apply. */
  const edited = (value: string) => {
    entryForm.setValue("phone", value);
    entryForm.clearErrors();
    wait.restart(0);
  };

  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSubmitting) void submit(event);
      }}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.intro}>
        <Heading id={`${id}-title`} className={styles.title}>
          {ACCOUNT_COPY.loginTitle}
        </Heading>
        <p className={styles.lead}>{ACCOUNT_COPY.loginLead}</p>
      </div>
      <Field label={ACCOUNT_COPY.phoneLabel} htmlFor={inputId} required error={error}>
        <div className={form.prefixed}>
          <span className={form.prefix} aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <input
            {...control}
            {...fieldAria(inputId, error)}
            className={form.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={PHONE.inputMaxLength}
            placeholder="9876543210"
            onChange={(event) => {
              // The field keeps the number as it will be read ("+91 98765-43210" becomes "9876543210").
              edited(phoneFieldValue(event.target.value));
            }}
            onPaste={(event) => {
              // The field's maxLength would cut "+91 98765 43210" to "+91 98765 " before onChange sees it.
              event.preventDefault();
              const input = event.currentTarget;
              const entry = input.value;
              const pasted = event.clipboardData.getData("text");
              const start = input.selectionStart ?? entry.length;
              const end = input.selectionEnd ?? entry.length;
              edited(phoneFieldValue(entry.slice(0, start) + pasted + entry.slice(end)));
            }}
          />
        </div>
      </Field>
      <button
        type="submit"
        className={`btn btn-primary ${form.submit}`}
        disabled={isSubmitting || wait.secondsLeft > 0}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? "Sending code…" : ACCOUNT_COPY.getOtp}
      </button>
      {wait.secondsLeft > 0 ? (
        <p className={styles.resend}>
          {ACCOUNT_COPY.resendCodeIn} <span className={styles.timer}>{formatCountdown(wait.secondsLeft)}</span>
        </p>
      ) : null}
    </form>
  );
}
