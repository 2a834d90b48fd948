import {
  checkDecision,
  reasonProblem,
  REVIEW_MESSAGES,
  REVIEW_REASON_MAX,
  REVIEW_REASON_MIN,
  REVIEW_SECTION_LABELS,
  REVIEW_SECTIONS,
} from "@utsav/domain/client";
import type { ReviewDecision, ReviewSection } from "@utsav/domain";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { describedBy, errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import styles from "./ops.module.css";

// The forms of a vendor's review that take words: the decision, and a reason to pause a vendor, hide an offering or
// reject an identity change.
// Both go through the form helper (docs/decisions/0030), checked by the domain's rule before the API is asked, its
// message under the field like every form of the console: the forms are noValidate, so the browser's own bubble never
// shows; the fields keep required (announced) and maxLength (typing stops there).

const CHOICES: { value: ReviewDecision; label: string }[] = [
  { value: "approve", label: "Approve: the vendor goes live with the verified badge" },
  { value: "changes", label: "Ask for changes to named sections or documents" },
  { value: "reject", label: "Reject" },
];

/** A field that is not shown is not sent (shouldUnregister): a reason typed before choosing Approve is dropped. */
interface DecisionValues {
  decision: ReviewDecision;
  sections?: ReviewSection[];
  reason?: string;
}

/** The domain's rule (checkDecision), its message put under the field it is about. */
export const checkDecisionForm: DomainCheck<DecisionValues> = ({ decision, reason, sections }) => {
  const checked = checkDecision(decision, reason, sections);
  if (checked.ok) return {};
  return checked.message === REVIEW_MESSAGES.sectionsRequired ? { sections: checked.message } : { reason: checked.message };
};

/** A hold's or a rejection's reason: as long as a decision's (the domain's reasonProblem, the API's reasonSchema). */
export const checkHoldForm: DomainCheck<{ reason: string }> = ({ reason }) => ({ reason: reasonProblem(reason) });

/** The decision on a waiting vendor: approve, ask for changes, or reject; the vendor reads the reason. */
export function DecisionForm({ busy }: { busy: boolean }) {
  const form = useDomainForm<DecisionValues>({
    defaultValues: { decision: "approve", sections: [], reason: "" },
    check: checkDecisionForm,
    shouldUnregister: true,
  });
  const submitJson = useSubmitJson();
  const decision = form.watch("decision");
  const sectionsError = form.errorOf("sections");
  const reasonError = form.errorOf("reason");
  const send = form.handleSubmit((values) =>
    submitJson({ intent: "decision", decision: values.decision, reason: values.reason ?? "", sections: values.sections ?? [] }),
  );
  return (
    <form method="post" className={styles.stack} aria-labelledby="decision-title" noValidate onSubmit={(event) => void send(event)}>
      <h2 id="decision-title" className="section-title">
        Decision
      </h2>
      <fieldset className={styles.checks}>
        <legend>What do you decide?</legend>
        {CHOICES.map((choice) => (
          <label key={choice.value}>
            <input type="radio" value={choice.value} defaultChecked={choice.value === "approve"} {...form.choice("decision")} />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {decision === "changes" ? (
        <fieldset className={styles.checks} aria-describedby={describedBy(form.fieldId("sections"), sectionsError)}>
          <legend>What should the vendor change?</legend>
          {REVIEW_SECTIONS.map((section) => (
            <label key={section}>
              <input type="checkbox" value={section} {...form.choice("sections")} />
              {REVIEW_SECTION_LABELS[section]}
            </label>
          ))}
          {sectionsError ? <FieldError id={errorIdOf(form.fieldId("sections"))} message={sectionsError} /> : null}
        </fieldset>
      ) : null}
      {decision !== "approve" ? (
        <>
          <label className={styles.field}>
            Reason the vendor reads
            <textarea required minLength={REVIEW_REASON_MIN} maxLength={REVIEW_REASON_MAX} {...form.control("reason")} />
          </label>
          {reasonError ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={reasonError} /> : null}
        </>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {decision === "approve" ? "Approve vendor" : decision === "changes" ? "Ask for changes" : "Reject vendor"}
        </button>
      </div>
    </form>
  );
}

/** A reason and a button: pausing a vendor, hiding an offering, or rejecting an identity change (docs/decisions/0032). */
export function HoldForm({
  intent,
  target,
  label,
  reasonLabel,
  busy,
}: {
  intent: "pause-vendor" | "hide-offering" | "reject-identity";
  /** The offering to hide; none for the vendor itself. */
  target?: string;
  label: string;
  /** Names what the reason is for, so that each form's field has its own name. */
  reasonLabel: string;
  busy: boolean;
}) {
  const form = useDomainForm<{ reason: string }>({ defaultValues: { reason: "" }, check: checkHoldForm });
  const submitJson = useSubmitJson();
  const error = form.errorOf("reason");
  const send = form.handleSubmit(({ reason }) =>
    submitJson(intent === "hide-offering" ? { intent, target: target ?? "", reason } : { intent, reason }),
  );
  return (
    <form method="post" className={styles.fields} noValidate onSubmit={(event) => void send(event)}>
      <label className={styles.field} htmlFor={form.fieldId("reason")}>
        {reasonLabel}
        <input required minLength={REVIEW_REASON_MIN} maxLength={REVIEW_REASON_MAX} {...form.control("reason")} />
      </label>
      {error ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={error} /> : null}
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {label}
      </button>
    </form>
  );
}
