import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { isDocumentSection, OFFERING_STATUS, VENDOR_PROFILE_SECTIONS } from "@utsav/domain";
import type { ReviewDecision, ReviewSection, VendorReviewState } from "@utsav/domain";
import { offerings, users, vendorDecisions, vendorKycDocuments, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { AuditRepository } from "../../platform/audit-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";

// The operators' side of vendors (docs/decisions/0020): the review queue, decisions, pauses and hidden offerings. Every
// change is written with its audit row (recordChange) in one transaction, so nothing happens off the record.

export type VendorRow = typeof vendors.$inferSelect;
export type DecisionRow = typeof vendorDecisions.$inferSelect & { operatorName: string | null };
export type QueueFilter = VendorReviewState | "paused";

export interface DecisionInput {
  decision: ReviewDecision;
  reason: string | null;
  sections: ReviewSection[];
  operatorId: string;
}

/** What the decision does to the vendor's own states, so that it can submit again what was sent back. */
const AFTER: Record<ReviewDecision, VendorReviewState> = { approve: "approved", reject: "rejected", changes: "changes" };

/** A vendor with where its review stands: what the queue lists and one vendor's review shows. */
const reviewColumns = {
  vendor: vendors,
  profileState: vendorProfiles.state,
  kycState: vendorProfiles.kycState,
  kycReason: vendorProfiles.kycReason,
  sections: vendorProfiles.sections,
  submittedAt: sql<Date | null>`greatest(${vendorProfiles.submittedAt}, ${vendorProfiles.kycSubmittedAt})`.mapWith(
    (value: string | Date | null) => (value ? new Date(value) : null),
  ),
};

export class VendorReviewRepository {
  constructor(private readonly db: Db) {}

  /** Vendors in a review state (or paused), with their account's states; the longest waiting first. */
  async list(filter: QueueFilter) {
    const where = filter === "paused" ? isNotNull(vendors.pausedAt) : eq(vendors.reviewState, filter);
    const offeringCount = this.db
      .select({ vendorId: offerings.vendorId, n: count().as("n") })
      .from(offerings)
      .where(ne(offerings.status, OFFERING_STATUS.deleted))
      .groupBy(offerings.vendorId)
      .as("offering_count");
    return this.db
      .select({
        ...reviewColumns,
        offeringsCount: sql<number>`coalesce(${offeringCount.n}, 0)`.mapWith(Number),
      })
      .from(vendors)
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .leftJoin(offeringCount, eq(offeringCount.vendorId, vendors.id))
      .where(where)
      .orderBy(asc(sql`greatest(${vendorProfiles.submittedAt}, ${vendorProfiles.kycSubmittedAt})`), asc(vendors.name))
      .limit(500);
  }

  async one(vendorId: string) {
    const [row] = await this.db
      .select(reviewColumns)
      .from(vendors)
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .where(eq(vendors.id, vendorId));
    return row ?? null;
  }

  /** The vendor's documents, approved ones before those waiting for review (docs/decisions/0032), oldest first. */
  documents(vendorId: string) {
    return this.db
      .select()
      .from(vendorKycDocuments)
      .where(eq(vendorKycDocuments.vendorId, vendorId))
      .orderBy(asc(vendorKycDocuments.pendingReview), asc(vendorKycDocuments.createdAt), asc(vendorKycDocuments.id));
  }

  offerings(vendorId: string) {
    return this.db
      .select()
      .from(offerings)
      .where(and(eq(offerings.vendorId, vendorId), ne(offerings.status, OFFERING_STATUS.deleted)))
      .orderBy(asc(offerings.position), asc(offerings.id))
      .limit(500);
  }

  /** The vendor's decisions, newest first, with the operator's name. */
  async decisions(vendorId: string, limit = 20): Promise<DecisionRow[]> {
    const rows = await this.db
      .select({ decision: vendorDecisions, operatorName: users.fullName })
      .from(vendorDecisions)
      .leftJoin(users, eq(users.id, vendorDecisions.operatorId))
      .where(eq(vendorDecisions.vendorId, vendorId))
      .orderBy(desc(vendorDecisions.createdAt), desc(vendorDecisions.id))
      .limit(limit);
    return rows.map((row) => ({ ...row.decision, operatorName: row.operatorName }));
  }

  /**
   * A decision on a waiting vendor. Approval verifies the vendor and its documents; a rejection sends the documents
   * back with the reason; a request for changes sends back the named profile sections (the profile becomes a draft
   * to submit again) and documents. Null when the vendor is not waiting (or is unknown). `afterApproval` runs in the
   * approval's transaction once the documents are approved (the payments module asks for the vendor's linked account).
   */
  async decide(
    vendorId: string,
    input: DecisionInput,
    audit: AuditRecord,
    afterApproval?: (tx: Db) => Promise<void>,
  ): Promise<VendorReviewState | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ state: vendors.reviewState }).from(vendors).where(eq(vendors.id, vendorId)).for("update");
      if (!row || row.state !== "waiting") return null;
      const next = AFTER[input.decision];
      // The vendor's new state, with the decision and its audit row, in one statement; then what goes back to it.
      await recordChange(tx, {
        row: (write) =>
          write
            .update(vendors)
            .set({
              reviewState: next,
              ...(input.decision === "changes" ? {} : { verified: input.decision === "approve" }),
              updatedAt: sql`now()`,
            })
            .where(eq(vendors.id, vendorId))
            .returning({ id: vendors.id }),
        history: [
          tx.insert(vendorDecisions).values({
            id: `vd_${randomUUID().replace(/-/g, "")}`,
            vendorId,
            decision: input.decision,
            reason: input.reason,
            sections: input.sections,
            operatorId: input.operatorId,
          }),
          AuditRepository.insertion(tx, audit),
        ],
      });
      const documentsBack = input.decision === "reject" || input.sections.some(isDocumentSection);
      const profileBack = input.sections.some((section) => (VENDOR_PROFILE_SECTIONS as readonly string[]).includes(section));
      await tx
        .update(vendorProfiles)
        .set({
          ...(input.decision === "approve" ? { kycState: "approved", kycReason: null, kycUpdatedAt: sql`now()` } : {}),
          ...(documentsBack ? { kycState: "rejected", kycReason: input.reason, kycUpdatedAt: sql`now()` } : {}),
          ...(profileBack ? { state: "draft" } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(vendorProfiles.vendorId, vendorId));
      if (input.decision === "approve") await afterApproval?.(tx);
      return next;
    });
  }

  /**
   * A vendor that has submitted both its profile and its documents waits for review again (from draft, or after a
   * request for changes or a rejection). Called after each submission; an approved or waiting vendor is left as it is.
   */
  async markWaitingIfReady(vendorId: string): Promise<void> {
    await this.db.execute(sql`
      update vendors v set review_state = 'waiting', updated_at = now()
      from vendor_profiles p
      where p.vendor_id = v.id and v.id = ${vendorId} and v.review_state in ('draft', 'changes', 'rejected')
        and p.state = 'submitted' and p.kyc_state in ('submitted', 'in_review')`);
  }

  /** Pauses or restores a vendor; false when it is unknown or already so. */
  async setPaused(vendorId: string, reason: string | null, audit: AuditRecord): Promise<boolean> {
    const changed = await this.db.transaction((tx) =>
      recordChange(tx, {
        row: (write) =>
          write
            .update(vendors)
            .set(reason ? { pausedAt: sql`now()`, pausedReason: reason } : { pausedAt: null, pausedReason: null })
            .where(and(eq(vendors.id, vendorId), reason ? isNull(vendors.pausedAt) : isNotNull(vendors.pausedAt)))
            .returning({ id: vendors.id }),
        history: () => [AuditRepository.insertion(tx, audit)],
      }),
    );
    return changed.length > 0;
  }

  /** Hides or restores an offering; false when it is unknown, deleted, or already so. */
  async setHidden(offeringId: string, reason: string | null, audit: (vendorId: string) => AuditRecord): Promise<boolean> {
    const changed = await this.db.transaction((tx) =>
      recordChange(tx, {
        row: (write) =>
          write
            .update(offerings)
            .set(reason ? { hiddenAt: sql`now()`, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
            .where(
              and(
                eq(offerings.id, offeringId),
                ne(offerings.status, OFFERING_STATUS.deleted),
                reason ? isNull(offerings.hiddenAt) : isNotNull(offerings.hiddenAt),
              ),
            )
            .returning({ vendorId: offerings.vendorId }),
        history: ({ vendorId }) => [AuditRepository.insertion(tx, audit(vendorId))],
      }),
    );
    return changed.length > 0;
  }

  async offeringExists(offeringId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: offerings.id })
      .from(offerings)
      .where(and(eq(offerings.id, offeringId), ne(offerings.status, OFFERING_STATUS.deleted)));
    return rows.length > 0;
  }

  /** How many vendors wait for review. */
  async waitingCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(vendors)
      .where(inArray(vendors.reviewState, ["waiting"]));
    return row?.n ?? 0;
  }
}
