import { useId, useRef, useState } from "react";
import {
  ACCOUNT_COPY,
  codeOf,
  EMPTY_CODE,
  formatCountdown,
  formatPhoneDisplay,
  OTP,
  otpCodeError,
  shouldAutoVerify,
} from "@utsav/domain/client";
import type { OtpDigits } from "@utsav/domain/client";
import { useCountdown } from "@utsav/domain/react";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { errorIdOf, FieldError } from "../../shared/ui/field-error";
import { CodeBoxes } from "./code-boxes";
import type { OtpVerified, SendLoginAct } from "./login-acts";
import type { HeadingTag, LoginFlowWords } from "./login-flow-types";
import form from "./account-form.module.css";
import styles from "./login-flow.module.css";

interface CodeValues {
  /** One string per box: a digit or ''. */
  digits: string[];
}

/** The domain's rule for the code (otpVerifyRequestSchema's, without zod): all six digits. */
const checkCode: DomainCheck<CodeValues> = ({ digits }) => ({ digits: otpCodeError(codeOf(digits)) });

interface OtpEntryFormProps {
  heading: HeadingTag;
  /** The lead and the way back in place of application §4's (the console's sign-in: the code may not come). */
  words?: Pick<LoginFlowWords, "codeLead" | "changeNumber">;
  /** The number the code went to, as the server answered it. */
  phoneNumber: string;
  /** Sends the flow's acts (the route's action, or the browser's call in the modal). */
  send: SendLoginAct;
  onVerified: (verified: OtpVerified) => void;
  onChangeNumber: () => void;
}

/**
 * Code entry, the second login step (application §4 "OTP screen", §5, §8). Verifies by itself once six digits are
 * in, offers a resend after the 90-second cooldown, and goes back to phone entry on 'Change number'.
 */
export default function OtpEntryForm({ heading: Heading, words, phoneNumber, send, onVerified, onChangeNumber }: OtpEntryFormProps) {
  const id = useId();
  // The boxes are one value, kept by the form and drawn by CodeBoxes; their check and the server's refusal show in
  // one alert under them.
  const codeForm = useDomainForm<CodeValues>({ defaultValues: { digits: [...EMPTY_CODE] }, check: checkCode });
  const digits = codeForm.watch("digits");
  const verifying = codeForm.formState.isSubmitting;
  const error = codeForm.errorOf("digits") ?? codeForm.formError;
  const [resending, setResending] = useState(false);
  // A ref as well as state: the auto-verify check runs in the same event as the request that just started.
  const inFlight = useRef(false);
  const boxes = useRef<HTMLFieldSetElement>(null);
  const cooldown = useCountdown(OTP.resendCooldownSeconds);

  const focusFirstBox = () => boxes.current?.querySelector("input")?.focus();

  const verify = codeForm.handleSubmit(async (values) => {
    inFlight.current = true;
    const result = await send({ intent: "verify", phoneNumber, otp: codeOf(values.digits) }).finally(() => {
      inFlight.current = false;
    });
    if ("verified" in result) {
      onVerified(result.verified);
      return;
    }
    // A failed verification clears the code (application §4).
    codeForm.setValue("digits", [...EMPTY_CODE]);
    if ("error" in result) codeForm.refuse(result.error);
    focusFirstBox();
  }, focusFirstBox);

  async function resend() {
    if (inFlight.current) return;
    inFlight.current = true;
    setResending(true);
    codeForm.clearErrors();
    try {
      const result = await send({ intent: "resend-code", phoneNumber });
      if ("sent" in result) {
        cooldown.restart(OTP.resendCooldownSeconds);
        codeForm.setValue("digits", [...EMPTY_CODE]);
        focusFirstBox();
      } else {
        cooldown.restart(0);
        if ("error" in result) codeForm.refuse(result.error);
      }
    } finally {
      inFlight.current = false;
      setResending(false);
    }
  }

  function change(next: OtpDigits) {
    codeForm.setValue("digits", [...next]);
    codeForm.clearErrors();
    if (shouldAutoVerify(next, inFlight.current)) void verify();
  }

  const errorId = errorIdOf(id);
  return (
    <form
      className={form.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (!inFlight.current) void verify(event);
      }}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.intro}>
        <Heading id={`${id}-title`} className={styles.title}>
          {ACCOUNT_COPY.codeTitle}
        </Heading>
        {words ? (
          <p className={styles.lead}>{words.codeLead(formatPhoneDisplay(phoneNumber))}</p>
        ) : (
          <p className={styles.lead}>
            We sent a {OTP.length}-digit code to <strong className={styles.phone}>{formatPhoneDisplay(phoneNumber)}</strong>
          </p>
        )}
        <button type="button" className={styles.link} onClick={onChangeNumber}>
          {words?.changeNumber ?? ACCOUNT_COPY.changeNumber}
        </button>
      </div>
      <CodeBoxes ref={boxes} digits={digits} onChange={change} invalid={error !== null} describedBy={error ? errorId : undefined} />
      <div role="alert" className={styles.alertSlot}>
        {error ? <FieldError id={errorId} message={error} /> : null}
      </div>
      <button
        type="submit"
        className={`btn btn-primary ${form.submit}`}
        disabled={verifying || resending}
        aria-busy={verifying || undefined}
      >
        {verifying ? "Verifying…" : ACCOUNT_COPY.verify}
      </button>
      <p className={styles.resend}>
        {cooldown.secondsLeft > 0 ? (
          <>
            {ACCOUNT_COPY.resendCodeIn} <span className={styles.timer}>{formatCountdown(cooldown.secondsLeft)}</span>
          </>
        ) : (
          <>
            {ACCOUNT_COPY.noCode}{" "}
            <button type="button" className={styles.link} onClick={() => void resend()} disabled={verifying || resending}>
              {resending ? "Sending…" : ACCOUNT_COPY.resendCode}
            </button>
          </>
        )}
      </p>
    </form>
  );
}
