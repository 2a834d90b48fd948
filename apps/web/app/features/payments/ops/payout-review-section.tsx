import {
  formatDayTime,
  PAYOUT_ACCOUNT_STATUS_LABELS,
  PAYOUT_REVIEW_COPY as WORDS,
  reasonProblem,
  REVIEW_REASON_MAX,
} from "@utsav/domain/client";
import type { OperatorPayoutAccount } from "@utsav/domain";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import { errorIdOf } from "../../../shared/ui/field";
import { FieldError } from "../../../shared/ui/field-error";
import type { PayoutReviewAct } from "./payout-review-acts";
import styles from "./payout-review.module.css";

/** A rejection's reason, as the API's identityRejectionSchema checks it (the domain's reasonProblem). */
const checkReason: DomainCheck<{ reason: string }> = ({ reason }) => ({ reason: reasonProblem(reason) });

interface PayoutReviewSectionProps {
  /** The vendor's account, masked; null when it has added none. */
  account: OperatorPayoutAccount | null;
  busy: boolean;
}

/**
 * A vendor's payout bank account on its page of the console (docs/decisions/0051): masked, with its review, whether its
 * linked account is made, and — while it waits — the two decisions, each on the record.
 */
export function PayoutReviewSection({ account, busy }: PayoutReviewSectionProps) {
  return (
    <section className={styles.card} aria-labelledby="payout-review-title">
      <h2 id="payout-review-title" className="section-title">
        {WORDS.title}
      </h2>
      {account ? <AccountFacts account={account} /> : <p className="muted">{WORDS.none}</p>}
      {account?.status === "in_review" ? <Decisions busy={busy} /> : null}
    </section>
  );
}

function AccountFacts({ account }: { account: OperatorPayoutAccount }) {
  const lines: [string, string][] = [
    [WORDS.holder, account.holderName],
    [WORDS.number, account.maskedNumber],
    [WORDS.ifsc, account.ifsc],
    [WORDS.status, PAYOUT_ACCOUNT_STATUS_LABELS[account.status]],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {lines.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{WORDS.updated(formatDayTime(account.updatedAt))}</p>
      {account.rejectionReason ? <p>{WORDS.lastReason(account.rejectionReason)}</p> : null}
      {account.status === "approved" ? <p>{account.linked ? WORDS.linked : WORDS.notLinked}</p> : null}
      {!account.documentsApproved ? <p className="muted">{WORDS.documentsWaiting}</p> : null}
    </>
  );
}

/** Approve, or reject with a reason the vendor reads: each sent to the page's action, checked again by the API. */
function Decisions({ busy }: { busy: boolean }) {
  const submitJson = useSubmitJson();
  const form = useDomainForm<{ reason: string }>({ defaultValues: { reason: "" }, check: checkReason });
  const error = form.errorOf("reason");
  const reject = form.handleSubmit(({ reason }) => submitJson({ intent: "payout-reject", reason } satisfies PayoutReviewAct));
  return (
    <div className={styles.decisions}>
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          void submitJson({ intent: "payout-approve" } satisfies PayoutReviewAct);
        }}
      >
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {WORDS.approve}
        </button>
      </form>
      <form method="post" className={styles.fields} noValidate onSubmit={(event) => void reject(event)}>
        <label className={styles.field} htmlFor={form.fieldId("reason")}>
          {WORDS.reasonLabel}
          <textarea required maxLength={REVIEW_REASON_MAX} {...form.control("reason")} />
        </label>
        {error ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={error} /> : null}
        <button type="submit" className="btn btn-outline" disabled={busy}>
          {WORDS.reject}
        </button>
      </form>
    </div>
  );
}
