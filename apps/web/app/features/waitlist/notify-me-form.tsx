import { useState } from "react";
import { joinUserWaitlist } from "@utsav/api-client/waitlist/join-user-waitlist";
import { formOutcome } from "@utsav/api-client/core/form-outcome";
import { emailEntryError, MESSAGES } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import styles from "./notify-me-form.module.css";

type State = { kind: "idle" } | { kind: "sending" } | { kind: "done" } | { kind: "error"; message: string };

/** The hero's notify-me box: joins the consumer waitlist (application §1, §8). */
export function NotifyMeForm({ placeholder, buttonText, subtitle }: { placeholder: string; buttonText: string; subtitle: string }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = emailEntryError(email);
    if (problem) {
      setState({ kind: "error", message: problem });
      return;
    }
    setState({ kind: "sending" });
    const outcome = await formOutcome(joinUserWaitlist(browserApi, { email: email.trim() }), MESSAGES.waitlistFailed);
    setState(outcome.ok ? { kind: "done" } : { kind: "error", message: outcome.message });
  }

  if (state.kind === "done") {
    return (
      <p className={styles.done} role="status">
        {MESSAGES.waitlistSuccess}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby="notify-subtitle">
      <p id="notify-subtitle" className={styles.subtitle}>
        {subtitle}
      </p>
      <div className={styles.row}>
        <label htmlFor="notify-email" className="visually-hidden">
          Email address
        </label>
        <input
          id="notify-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={placeholder}
          value={email}
          maxLength={254}
          onChange={(e) => {
            setEmail(e.target.value);
            if (state.kind === "error") setState({ kind: "idle" });
          }}
          aria-invalid={state.kind === "error"}
          aria-describedby={state.kind === "error" ? "notify-error" : undefined}
          className={styles.input}
        />
        <button type="submit" className="btn btn-primary" disabled={state.kind === "sending"}>
          {state.kind === "sending" ? "Sending…" : buttonText}
        </button>
      </div>
      {state.kind === "error" ? (
        <p id="notify-error" className={styles.error} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
