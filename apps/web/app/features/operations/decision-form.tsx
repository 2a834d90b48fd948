import { useState } from "react";
import { Form } from "react-router";
import { REVIEW_REASON_MAX, REVIEW_SECTION_LABELS, REVIEW_SECTIONS } from "@utsav/domain/client";
import type { ReviewDecision } from "@utsav/domain";
import styles from "./ops.module.css";

const CHOICES: { value: ReviewDecision; label: string }[] = [
  { value: "approve", label: "Approve: the vendor goes live with the verified badge" },
  { value: "changes", label: "Ask for changes to named sections or documents" },
  { value: "reject", label: "Reject" },
];

/** The decision on a waiting vendor: approve, ask for changes, or reject; the vendor reads the reason. */
export function DecisionForm({ busy }: { busy: boolean }) {
  const [decision, setDecision] = useState<ReviewDecision>("approve");
  return (
    <Form method="post" className={styles.stack} aria-labelledby="decision-title">
      <h2 id="decision-title" className="section-title">
        Decision
      </h2>
      <input type="hidden" name="intent" value="decision" />
      <fieldset className={styles.checks}>
        <legend>What do you decide?</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name="decision"
              value={choice.value}
              checked={decision === choice.value}
              onChange={() => setDecision(choice.value)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {decision === "changes" ? (
        <fieldset className={styles.checks}>
          <legend>What should the vendor change?</legend>
          {REVIEW_SECTIONS.map((section) => (
            <label key={section}>
              <input type="checkbox" name="sections" value={section} />
              {REVIEW_SECTION_LABELS[section]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {decision !== "approve" ? (
        <label className={styles.field}>
          Reason the vendor reads
          <textarea name="reason" required minLength={10} maxLength={REVIEW_REASON_MAX} />
        </label>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {decision === "approve" ? "Approve vendor" : decision === "changes" ? "Ask for changes" : "Reject vendor"}
        </button>
      </div>
    </Form>
  );
}

/** A reason and a button: pausing a vendor or hiding an offering. */
export function HoldForm({
  intent,
  target,
  label,
  reasonLabel,
  busy,
}: {
  intent: string;
  target?: string;
  label: string;
  /** Names what the reason is for, so that each form's field has its own name. */
  reasonLabel: string;
  busy: boolean;
}) {
  const id = `${intent}-${target ?? "vendor"}-reason`;
  return (
    <Form method="post" className={styles.fields}>
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="target" value={target} /> : null}
      <label className={styles.field} htmlFor={id}>
        {reasonLabel}
        <input id={id} name="reason" required minLength={10} maxLength={REVIEW_REASON_MAX} />
      </label>
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

/** One button that undoes a hold. */
export function RestoreForm({ intent, target, label, busy }: { intent: string; target?: string; label: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="target" value={target} /> : null}
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {label}
      </button>
    </Form>
  );
}
