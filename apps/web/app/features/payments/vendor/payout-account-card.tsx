import { useState } from "react";
import { Link } from "react-router";
import { PAYOUT_ACCOUNT_STATUS_LABELS, PAYOUT_COPY } from "@utsav/domain/client";
import type { PayoutAccountAnswer, PayoutAccountView } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { Card } from "../../../shared/ui/vendor-area/page-header";
import { ACCOUNT_TITLE_ID, PayoutAccountForm } from "./payout-account-form";
import styles from "./payments.module.css";

interface PayoutAccountCardProps {
  answer: PayoutAccountAnswer;
  /** The refusal of the last save, shown in the form. */
  failure: string | null;
  busy: boolean;
}

/** What the account's state means for the vendor's money, in a sentence. */
function stateLine(account: PayoutAccountView): string {
  if (account.status === "in_review") return PAYOUT_COPY.inReview;
  if (account.status === "rejected") return PAYOUT_COPY.rejected(account.rejectionReason ?? "");
  return account.linked ? PAYOUT_COPY.approved : PAYOUT_COPY.linking;
}

/**
 * The bank account for payouts (docs/decisions/0051): masked, with its review's state and what it means; the owner adds
 * or changes it with the form (a change goes back to review), a member of the team reads it only.
 */
export function PayoutAccountCard({ answer, failure, busy }: PayoutAccountCardProps) {
  const { account, canChange } = answer;
  // The form is open with no account on file, after a refusal (so what was typed stays), or when the owner asks.
  const [editing, setEditing] = useState(false);
  const formOpen = canChange && (account === null || editing || failure !== null);
  return (
    <Card aria-labelledby={ACCOUNT_TITLE_ID}>
      <h2 id={ACCOUNT_TITLE_ID} className="section-title">
        {PAYOUT_COPY.accountTitle}
      </h2>
      {account ? (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{PAYOUT_COPY.holder}</dt>
              <dd>{account.holderName}</dd>
            </div>
            <div>
              <dt>{PAYOUT_COPY.number}</dt>
              <dd>{account.maskedNumber}</dd>
            </div>
            <div>
              <dt>{PAYOUT_COPY.ifsc}</dt>
              <dd>{account.ifsc}</dd>
            </div>
            <div>
              <dt>{PAYOUT_COPY.statusLabel}</dt>
              <dd>
                <span className={styles.status} data-status={account.status}>
                  {PAYOUT_ACCOUNT_STATUS_LABELS[account.status]}
                </span>
              </dd>
            </div>
          </dl>
          <p className={account.status === "rejected" ? styles.warning : styles.note}>{stateLine(account)}</p>
          {answer.emailMissing && account.status === "approved" && !account.linked ? (
            <p className={styles.warning}>
              {PAYOUT_COPY.emailMissing} <Link to={paths.vendorProfileSection("contact")}>{PAYOUT_COPY.emailLink}</Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.note}>{PAYOUT_COPY.noAccount}</p>
      )}
      {formOpen ? (
        <PayoutAccountForm
          holderName={account?.holderName ?? ""}
          failure={failure}
          busy={busy}
          onKeep={account ? () => setEditing(false) : undefined}
        />
      ) : null}
      {canChange && !formOpen ? (
        <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
          {account ? PAYOUT_COPY.change : PAYOUT_COPY.add}
        </button>
      ) : null}
      {!canChange ? <p className={styles.note}>{PAYOUT_COPY.ownerOnly}</p> : null}
    </Card>
  );
}
