import { useId } from "react";
import { ACCOUNT_COPY, formatCountdown, PHONE_PREFIX, phoneEntryError, stripPhoneEntry } from "@utsav/domain/client";
import { useCountdown } from "@utsav/domain/react";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { phoneInput } from "../../shared/lib/forms/phone-input";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { Field, fieldAria } from "../../shared/ui/field";
import type { OtpSent, SendLoginAct } from "./login-acts";
import type { HeadingTag, LoginFlowWords } from "./login-flow-types";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

interface PhoneEntryValues {
  phone: string;
}

/** The domain's rule for a phone entry (application §5), the one the API's phoneNumberSchema words. */
const checkPhoneEntry: DomainCheck<PhoneEntryValues> = ({ phone }) => ({ phone: phoneEntryError(phone) });

interface PhoneEntryFormProps {
  heading: HeadingTag;
  /** The title and lead in place of application §2's (the console's sign-in). */
  words?: Pick<LoginFlowWords, "loginTitle" | "loginLead">;
  /** The number typed before, when the user came back with 'Change number'. */
  initialEntry: string;
  /** Sends the flow's acts (the route's action, or the browser's call in the modal). */
  send: SendLoginAct;
  onCodeSent: (entry: string, sent: OtpSent) => void;
  /** Called when the code is requested, so the next step's code can load meanwhile. */
  onSubmitting?: () => void;
}

/** Phone entry, the first login step (application §2, §5, §8): asks for a one-time code by SMS. */
export function PhoneEntryForm({
  heading: Heading,
  words = ACCOUNT_COPY,
  initialEntry,
  send,
  onCodeSent,
  onSubmitting,
}: PhoneEntryFormProps) {
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
          {words.loginTitle}
        </Heading>
        <p className={styles.lead}>{words.loginLead}</p>
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
            autoComplete="tel-national"
            placeholder="9876543210"
            // The field keeps the number as it will be read ("+91 98765-43210" becomes "9876543210"), pasted or typed.
            {...phoneInput((event) => edited(event.target.value))}
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
