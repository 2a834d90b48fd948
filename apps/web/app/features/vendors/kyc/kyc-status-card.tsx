import { formatDay } from "@utsav/domain/client";
import type { KycState } from "@utsav/domain";
import { KYC_STATE_TEXT } from "./kyc-text";
import styles from "./kyc-page.module.css";

interface KycStatusCardProps {
  state: KycState;
  reason: string | null;
  submittedAt: string | null;
  /** Why the latest status check failed ('Failed to check verification status' or the server's message). */
  problem: string | null;
}

/** Where the verification stands, the reason of a rejection, and what to do next (application §4 KYC). */
export function KycStatusCard({ state, reason, submittedAt, problem }: KycStatusCardProps) {
  const text = KYC_STATE_TEXT[state];
  return (
    <section className={styles.status} data-tone={text.tone} aria-labelledby="kyc-status-heading">
      <div className={styles.statusHead}>
        <h2 id="kyc-status-heading" className={styles.statusTitle}>
          Verification status
        </h2>
        {/* Polite: a poll that changes the state is read out without taking the focus. */}
        <p className={styles.stateBadge} aria-live="polite">
          {text.label}
        </p>
      </div>
      {state === "rejected" && reason ? (
        <p className={styles.reason}>
          <strong>Reason:</strong> {reason}
        </p>
      ) : null}
      <p>{text.next}</p>
      {submittedAt && state !== "not_started" && state !== "in_progress" ? (
        <p className="muted">Submitted on {formatDay(submittedAt)}</p>
      ) : null}
      {problem ? (
        <p className={styles.statusProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
