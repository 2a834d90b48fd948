import { maskedAccount, PAYOUT_MESSAGES, REVIEW_MESSAGES } from "@utsav/domain";
import type { OperatorPayoutAccount, OperatorPayoutAccountAnswer, OperatorPayoutAccountList } from "@utsav/domain";
import { auditBy } from "../../platform/audit-repository.ts";
import type { AuditActor, AuditRecord } from "../../platform/audit-repository.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import type { PayoutAccountRow, PayoutRepository, ReviewedAccount } from "./payout-repository.ts";
import { toAccountView } from "./payout-service.ts";

// The operators' review of vendors' payout bank accounts (docs/decisions/0051): every new or changed account waits for
// it; each decision is written to the audit log with the operator and the client's address (OWASP ASVS 5.0 §16.2), and
// an approval asks for the vendor's linked account once its identity documents are approved too.

function toOperatorAccount({ account, vendorName, documentsApproved }: ReviewedAccount): OperatorPayoutAccount {
  return {
    ...toAccountView(account),
    vendorId: account.vendorId,
    vendorName,
    documentsApproved,
    reviewedAt: account.reviewedAt?.toISOString() ?? null,
  };
}

export class PayoutReviewService {
  constructor(
    private readonly accounts: PayoutRepository,
    private readonly clock: Clock,
  ) {}

  async waiting(): Promise<OperatorPayoutAccountList> {
    return { accounts: (await this.accounts.waiting()).map(toOperatorAccount) };
  }

  /** A vendor's account as the console shows it beside its review; null when it has none. 404 for no such vendor. */
  async ofVendor(vendorId: string): Promise<OperatorPayoutAccountAnswer> {
    const found = await this.accounts.reviewed(vendorId);
    if (found) return { account: toOperatorAccount(found) };
    await this.assertVendor(vendorId);
    return { account: null };
  }

  async approve(operator: AuditActor, vendorId: string): Promise<OperatorPayoutAccountAnswer> {
    return this.decide(operator, vendorId, "approved", null);
  }

  async reject(operator: AuditActor, vendorId: string, reason: string): Promise<OperatorPayoutAccountAnswer> {
    return this.decide(operator, vendorId, "rejected", reason);
  }

  private async decide(
    operator: AuditActor,
    vendorId: string,
    status: "approved" | "rejected",
    reason: string | null,
  ): Promise<OperatorPayoutAccountAnswer> {
    const audit = (row: PayoutAccountRow): AuditRecord =>
      auditBy(operator, {
        action: status === "approved" ? "payout.approved" : "payout.rejected",
        vendorId,
        target: vendorId,
        // What the operator saw: the masked number and the IFSC, never the number.
        detail: { account: maskedAccount(row.accountLast4), ifsc: row.ifsc, holderName: row.holderName, reason },
      });
    const outcome = await this.accounts.decide(vendorId, { status, reason, operatorId: operator.userId, now: this.clock.now() }, audit);
    if (outcome === "none") {
      await this.assertVendor(vendorId);
      throw new HttpError(404, PAYOUT_MESSAGES.noAccount, "NO_PAYOUT_ACCOUNT");
    }
    if (outcome === "not_in_review") throw new HttpError(409, PAYOUT_MESSAGES.notInReview, "NOT_IN_REVIEW");
    return this.ofVendor(vendorId);
  }

  private async assertVendor(vendorId: string): Promise<void> {
    if (!(await this.accounts.vendorExists(vendorId)))
      throw new HttpError(404, REVIEW_MESSAGES.vendorNotFound(vendorId), "VENDOR_NOT_FOUND");
  }
}
