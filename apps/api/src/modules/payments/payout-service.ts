import {
  bookingReference,
  csvRupees,
  indianDate,
  indianDateTime,
  maskedAccount,
  PAYMENTS,
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_MESSAGES,
  PAYOUTS_CSV_HEADER,
  TRANSFER_STATUS_LABELS,
  TRANSFER_STATUSES,
} from "@utsav/domain";
import type {
  PayoutAccountAnswer,
  PayoutAccountStatus,
  PayoutAccountView,
  TransferStatus,
  VendorPaymentRow,
  VendorPayments,
} from "@utsav/domain";
import { toCsv } from "../../platform/http/csv.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import { afterCursor, cursorAfter, found } from "../../platform/http/paging.ts";
import type { VendorContext, VendorMembership } from "../../platform/vendor-context.ts";
import type { DocumentVault } from "../vendors/index.ts";
import type { PayoutAccountRow, PayoutRepository } from "./payout-repository.ts";
import type { PayoutStatementRepository, StatementRow } from "./payout-statement-repository.ts";

// The vendor's side of payouts (docs/decisions/0051): its bank account — typed by the owner, its number sealed with the
// identity documents' key (OWASP ASVS 5.0 §11, §14) and never answered whole — and its Payments page and CSV.

/** The most rows one CSV holds. */
export const PAYOUTS_CSV_MAX_ROWS = 10_000;

/** What a sealed account number is bound to: its vendor, so a cipher text copied onto another vendor's row does not open. */
export const payoutNumberContext = (vendorId: string) => `payout-account:${vendorId}`;

/** A status the database holds as text, read as the domain's union (the one given when it is none of them). */
function oneOf<T extends string>(values: readonly T[], value: string, otherwise: T): T {
  return values.find((known) => known === value) ?? otherwise;
}

/** The account as screens show it: never the number, only its last four digits. */
export function toAccountView(row: PayoutAccountRow): PayoutAccountView {
  return {
    holderName: row.holderName,
    maskedNumber: maskedAccount(row.accountLast4),
    ifsc: row.ifsc,
    status: oneOf<PayoutAccountStatus>(PAYOUT_ACCOUNT_STATUSES, row.status, "in_review"),
    rejectionReason: row.status === "rejected" ? row.rejectionReason : null,
    linked: row.linkedAccountId !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPaymentRow(row: StatementRow): VendorPaymentRow {
  return {
    bookingId: row.bookingId,
    reference: bookingReference(row.bookingId),
    offeringName: row.offeringName,
    eventDate: row.eventDate,
    advancePaise: row.advance,
    commissionPercent: row.commissionPercent,
    feePaise: row.fee,
    sharePaise: row.share,
    refundedPaise: row.refunded,
    reversedPaise: row.reversed,
    status: oneOf<TransferStatus>(TRANSFER_STATUSES, row.status, "waiting"),
    paidAt: row.paidAt.toISOString(),
    releasedAt: row.releasedAt?.toISOString() ?? null,
  };
}

/** The bank account as the vendor typed it, checked by payoutAccountRequestSchema. */
export interface CheckedAccount {
  holderName: string;
  accountNumber: string;
  ifsc: string;
}

export class PayoutService {
  constructor(
    private readonly accounts: PayoutRepository,
    private readonly statements: PayoutStatementRepository,
    private readonly vault: DocumentVault,
  ) {}

  /** The account, masked, to everyone of the business; only the owner may change it. */
  async account(vendor: VendorMembership): Promise<PayoutAccountAnswer> {
    const target = await this.accounts.linkTarget(vendor.vendorId);
    return {
      account: target ? toAccountView(target.account) : null,
      canChange: vendor.role === "owner",
      emailMissing: target !== null && target.email === null,
    };
  }

  /**
   * The owner's new or changed account (403 for a member of the team): the number sealed before it is stored, the
   * account back in review on any change, written with its entry in the vendor's change history.
   */
  async save(vendor: VendorContext, entry: CheckedAccount): Promise<PayoutAccountAnswer> {
    if (vendor.role !== "owner") throw new HttpError(403, PAYOUT_MESSAGES.ownerOnly, "OWNER_ONLY");
    const context = payoutNumberContext(vendor.vendorId);
    const sealed = await this.vault.sealText(entry.accountNumber, context);
    await this.accounts.save(
      vendor,
      { holderName: entry.holderName, accountNumberSealed: sealed, accountLast4: entry.accountNumber.slice(-4), ifsc: entry.ifsc },
      async (before) => (await this.vault.openText(before.accountNumberSealed, context)) === entry.accountNumber,
    );
    return this.account(vendor);
  }

  /** A page of the vendor's advances, newest first, with the totals over all of them. */
  async payments(vendorId: string, cursor: string | undefined): Promise<VendorPayments> {
    const [page, totals] = await Promise.all([
      this.statements.page(vendorId, afterCursor(cursor), PAYMENTS.pageSize).then(found),
      this.statements.totals(vendorId),
    ]);
    return {
      rows: page.rows.map(toPaymentRow),
      totals: { heldPaise: totals.held, releasedPaise: totals.released, refundedPaise: totals.refunded },
      nextCursor: cursorAfter(page.nextAfter),
    };
  }

  /** Every advance as CSV, newest first (at most PAYOUTS_CSV_MAX_ROWS): reading it changes nothing (issue 36). */
  async csv(vendorId: string): Promise<string> {
    const rows = await this.statements.all(vendorId, PAYOUTS_CSV_MAX_ROWS);
    return toCsv([
      [...PAYOUTS_CSV_HEADER],
      ...rows.map((row) => {
        const view = toPaymentRow(row);
        return [
          view.reference,
          view.offeringName,
          view.eventDate ?? "",
          csvRupees(view.advancePaise),
          String(view.commissionPercent),
          csvRupees(view.feePaise),
          csvRupees(view.sharePaise),
          csvRupees(view.refundedPaise),
          TRANSFER_STATUS_LABELS[view.status],
          indianDateTime(row.paidAt),
          row.releasedAt ? indianDate(row.releasedAt) : "",
        ];
      }),
    ]);
  }
}
