import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { paymentTransfers, users, vendorPayoutAccounts, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import { VendorChangeLog } from "../vendors/index.ts";
import { PAYMENT_JOBS } from "./job-kinds.ts";

// A vendor's payout bank account (docs/decisions/0051): its number sealed as identity documents are, shown by its last
// four digits; every change goes back to the operators' review and is kept in the vendor's change history, every
// decision in the audit log, each in the transaction of the change. The linked account at the provider is asked for
// once the account and the vendor's identity documents are both approved (PAYMENT_JOBS.linkAccount).

export type PayoutAccountRow = typeof vendorPayoutAccounts.$inferSelect;

/** What is stored of a bank account: the number only sealed, and its last four digits. */
export interface SealedAccount {
  holderName: string;
  accountNumberSealed: string;
  accountLast4: string;
  ifsc: string;
}

/** What the vendor's change history keeps of an account: never the number, only its last four digits. */
const historyOf = (row: Pick<PayoutAccountRow, "holderName" | "accountLast4" | "ifsc">) => ({
  holderName: row.holderName,
  accountLast4: row.accountLast4,
  ifsc: row.ifsc,
});

/** A payout account with its vendor's name and whether its identity documents are approved, as operators read it. */
const reviewColumns = {
  account: vendorPayoutAccounts,
  vendorName: vendors.name,
  documentsApproved: sql<boolean>`coalesce(${vendorProfiles.kycState} = 'approved', false)`.mapWith(Boolean),
};

export type ReviewedAccount = { account: PayoutAccountRow; vendorName: string; documentsApproved: boolean };

/** What making the linked account needs: the account, the business's name, and whom the provider may write to. */
export interface LinkTarget {
  account: PayoutAccountRow;
  legalName: string;
  documentsApproved: boolean;
  email: string | null;
  phone: string | null;
}

/** The job that asks the provider for the vendor's linked account, keyed by the account's version (its last change). */
function linkJob(vendorId: string, version: Date, now: Date) {
  const { kind, key } = PAYMENT_JOBS.linkAccount;
  return { kind, key: key(vendorId, String(version.getTime())), runAt: now, payload: { vendorId } };
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

export class PayoutRepository {
  constructor(private readonly db: Db) {}

  /**
   * Saves the vendor's account as typed: any change goes back to review (a reason given before is dropped), a changed
   * number or IFSC forgets the linked account made for the old one, and the change is written to the vendor's change
   * history with it. Nothing is written when nothing differs. Answers the account as it is now.
   */
  async save(
    vendor: VendorContext,
    entry: SealedAccount,
    sameNumber: (before: PayoutAccountRow) => Promise<boolean>,
  ): Promise<PayoutAccountRow> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendor.vendorId)).for("update");
      const numberKept = before ? await sameNumber(before) : false;
      const accountKept = before !== undefined && numberKept && before.ifsc === entry.ifsc;
      if (before && accountKept && before.holderName === entry.holderName) return before;
      const after = historyOf(entry);
      const old: Partial<typeof after> = before ? historyOf(before) : {};
      const fields = (Object.keys(after) as (keyof typeof after)[]).filter((field) => old[field] !== after[field]);
      // The number is named as changed whenever it is, even with the same last four digits.
      if (before && !numberKept && !fields.includes("accountLast4")) fields.push("accountLast4");
      const changes = {
        ...entry,
        // A number kept keeps its sealed value: nothing about it changed.
        ...(before && numberKept ? { accountNumberSealed: before.accountNumberSealed } : {}),
        status: "in_review" as const,
        rejectionReason: null,
        reviewedBy: null,
        reviewedAt: null,
        linkedAccountId: accountKept ? (before?.linkedAccountId ?? null) : null,
        updatedAt: new Date(),
      };
      const [row] = await recordChange(tx, {
        row: (write) =>
          write
            .insert(vendorPayoutAccounts)
            .values({ vendorId: vendor.vendorId, ...changes })
            .onConflictDoUpdate({ target: vendorPayoutAccounts.vendorId, set: changes })
            .returning(),
        history: [VendorChangeLog.insertion(tx, vendor, { kind: "payout.account", fields, before: old, after })],
      });
      if (!row) throw new Error("the payout account was not written");
      return row;
    });
  }

  /** The accounts waiting for the operators' review, the longest waiting first. */
  async waiting(limit = 200): Promise<ReviewedAccount[]> {
    return this.db
      .select(reviewColumns)
      .from(vendorPayoutAccounts)
      .innerJoin(vendors, eq(vendors.id, vendorPayoutAccounts.vendorId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendorPayoutAccounts.vendorId))
      .where(eq(vendorPayoutAccounts.status, "in_review"))
      .orderBy(asc(vendorPayoutAccounts.updatedAt), asc(vendorPayoutAccounts.vendorId))
      .limit(limit);
  }

  async reviewed(vendorId: string): Promise<ReviewedAccount | null> {
    const [row] = await this.db
      .select(reviewColumns)
      .from(vendorPayoutAccounts)
      .innerJoin(vendors, eq(vendors.id, vendorPayoutAccounts.vendorId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendorPayoutAccounts.vendorId))
      .where(eq(vendorPayoutAccounts.vendorId, vendorId));
    return row ?? null;
  }

  async vendorExists(vendorId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    return row !== undefined;
  }

  /**
   * An operator's decision on an account in review, with its audit row. Approval asks for the linked account when the
   * vendor's documents are approved too (else their approval will: scheduleLinkWhenReady). 'none' when the vendor has no
   * account, 'not_in_review' when it is decided already (or changed meanwhile: the decision was about `version`).
   */
  async decide(
    vendorId: string,
    decision: { status: "approved" | "rejected"; reason: string | null; operatorId: string; now: Date },
    audit: (row: PayoutAccountRow) => AuditRecord,
  ): Promise<"decided" | "none" | "not_in_review"> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendorId)).for("update");
      if (!row) return "none";
      if (row.status !== "in_review") return "not_in_review";
      await recordChange(tx, {
        row: (write) =>
          write
            .update(vendorPayoutAccounts)
            .set({ status: decision.status, rejectionReason: decision.reason, reviewedBy: decision.operatorId, reviewedAt: decision.now })
            .where(eq(vendorPayoutAccounts.vendorId, vendorId))
            .returning({ vendorId: vendorPayoutAccounts.vendorId }),
        history: [AuditRepository.insertion(tx, audit(row))],
      });
      if (decision.status === "approved" && !row.linkedAccountId) {
        const [profile] = await tx
          .select({ kycState: vendorProfiles.kycState })
          .from(vendorProfiles)
          .where(eq(vendorProfiles.vendorId, vendorId));
        if (profile?.kycState === "approved") await JobRepository.schedule(tx, [linkJob(vendorId, row.updatedAt, decision.now)]);
      }
      return "decided";
    });
  }

  /**
   * Asks for the vendor's linked account when its payout account is approved and has none: what approving the vendor's
   * identity documents calls, on its own transaction (modules/operations).
   */
  static async scheduleLinkWhenReady(tx: Db, vendorId: string, now: Date): Promise<void> {
    const [row] = await tx
      .select({ updatedAt: vendorPayoutAccounts.updatedAt })
      .from(vendorPayoutAccounts)
      .where(
        and(
          eq(vendorPayoutAccounts.vendorId, vendorId),
          eq(vendorPayoutAccounts.status, "approved"),
          isNull(vendorPayoutAccounts.linkedAccountId),
        ),
      );
    if (row) await JobRepository.schedule(tx, [linkJob(vendorId, row.updatedAt, now)]);
  }

  /** The account and what the provider's linked account is made of: the business's name, an e-mail and a phone. */
  async linkTarget(vendorId: string): Promise<LinkTarget | null> {
    const [row] = await this.db
      .select({
        account: vendorPayoutAccounts,
        legalName: vendors.name,
        vendorPhone: vendors.phone,
        kycState: vendorProfiles.kycState,
        sections: vendorProfiles.sections,
        ownerEmail: users.email,
        ownerPhone: users.phone,
      })
      .from(vendorPayoutAccounts)
      .innerJoin(vendors, eq(vendors.id, vendorPayoutAccounts.vendorId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendorPayoutAccounts.vendorId))
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .where(eq(vendorPayoutAccounts.vendorId, vendorId));
    if (!row) return null;
    const contact = (row.sections?.contact ?? {}) as Record<string, unknown>;
    return {
      account: row.account,
      legalName: row.legalName,
      documentsApproved: row.kycState === "approved",
      email: text(contact.email) ?? text(row.ownerEmail),
      phone: text(contact.phoneNumber) ?? text(row.ownerPhone) ?? text(row.vendorPhone),
    };
  }

  /**
   * Stores the linked account the provider made, if the account is still the approved one it was made for (`version`),
   * and asks for every share of the vendor's that waited for it to be transferred, in the same transaction. False when
   * the account changed meanwhile: the new one goes through review and is linked in its turn.
   */
  async linked(vendorId: string, version: Date, linkedAccountId: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const stored = await tx
        .update(vendorPayoutAccounts)
        .set({ linkedAccountId })
        .where(
          and(
            eq(vendorPayoutAccounts.vendorId, vendorId),
            eq(vendorPayoutAccounts.status, "approved"),
            eq(vendorPayoutAccounts.updatedAt, version),
            isNull(vendorPayoutAccounts.linkedAccountId),
          ),
        )
        .returning({ vendorId: vendorPayoutAccounts.vendorId });
      if (stored.length === 0) return false;
      await PayoutRepository.scheduleWaitingTransfers(tx, vendorId, now);
      return true;
    });
  }

  /** Asks again for the vendor's shares still waiting, once its linked account is made. */
  scheduleWaiting(vendorId: string, now: Date): Promise<number> {
    return PayoutRepository.scheduleWaitingTransfers(this.db, vendorId, now);
  }

  /** Asks for each of the vendor's shares still waiting for a linked account to be transferred (PAYMENT_JOBS.transfer). */
  static async scheduleWaitingTransfers(db: Db, vendorId: string, now: Date): Promise<number> {
    const waiting = await db
      .select({ bookingId: paymentTransfers.bookingId })
      .from(paymentTransfers)
      .where(and(eq(paymentTransfers.vendorId, vendorId), eq(paymentTransfers.status, "waiting")));
    const { kind, key } = PAYMENT_JOBS.transfer;
    await JobRepository.schedule(
      db,
      waiting.map(({ bookingId }) => ({ kind, key: key(bookingId, "linked"), runAt: now, payload: { bookingId } })),
    );
    return waiting.length;
  }
}
