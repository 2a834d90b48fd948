import { useState } from "react";
import { joinUserWaitlist } from "@utsav/api-client/waitlist/join-user-waitlist";
import { formOutcome } from "@utsav/api-client/core/form-outcome";
import { emailEntryError, MESSAGES } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import styles from "./notify-me-form.module.css";

interface NotifyMeValues {
  email: string;
}

/** The domain's e-mail rule (application §5), as the API's emailSchema words it. */
export const checkNotifyMe: DomainCheck<NotifyMeValues> = ({ email }) => ({ email: emailEntryError(email) });

/**
 * The hero's notify-me box: joins the consumer waitlist (application §1, §8). The home and section pages have no
 * action to post to (their routes only compose this box in), so the box calls the API itself. The check's message
 * and the server's refusal show in the same place under the box, and typing clears either.
 */
export function NotifyMeForm({ placeholder, buttonText, subtitle }: { placeholder: string; buttonText: string; subtitle: string }) {
  const form = useDomainForm<NotifyMeValues>({ defaultValues: { email: "" }, check: checkNotifyMe });
  const [joined, setJoined] = useState(false);
  const sending = form.formState.isSubmitting;
  const error = form.errorOf("email") ?? form.formError;

  const send = form.handleSubmit(async ({ email }) => {
    const outcome = await formOutcome(joinUserWaitlist(browserApi, { email: email.trim() }), MESSAGES.waitlistFailed);
    if (outcome.ok) setJoined(true);
    else form.refuse(outcome.message);
  });

  if (joined) {
    return (
      <p className={styles.done} role="status">
        {MESSAGES.waitlistSuccess}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-describedby="notify-subtitle">
      <p id="notify-subtitle" className={styles.subtitle}>
        {subtitle}
      </p>
      <div className={styles.row}>
        <label htmlFor="notify-email" className="visually-hidden">
          Email address
        </label>
        <input
          {...form.register("email", { onChange: () => form.clearErrors() })}
          id="notify-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={placeholder}
          maxLength={254}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "notify-error" : undefined}
          className={styles.input}
        />
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? "Sending…" : buttonText}
        </button>
      </div>
      {error ? (
        <p id="notify-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
