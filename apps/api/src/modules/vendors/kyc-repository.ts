import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { canChangeKycDocuments, isIdentityApproved, kycStateAfterChange, OFFERING_STATUS } from "@utsav/domain";
import type { KycState } from "@utsav/domain";
import { offerings, requireRow, vendorKycDocuments, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { VendorContext } from "../../platform/vendor-context.ts";
import { VendorChangeLog } from "./change-log-repository.ts";
import { savedCategories, VendorIdentityRepository } from "./identity-repository.ts";

export type KycDocumentRow = typeof vendorKycDocuments.$inferSelect;
export type NewKycDocument = Omit<KycDocumentRow, "vendorId" | "createdAt" | "updatedAt" | "pendingReview">;

export interface KycProfile {
  state: KycState;
  reason: string | null;
  submittedAt: Date | null;
  updatedAt: Date | null;
  /**
   * What the vendor sells: its business categories and those of its live and paused offerings. They decide whether
   * an FSSAI licence is needed (decision 0022: documents follow what is sold).
   */
  categories: string[];
  /**
   * Operators approved the vendor and its documents (isIdentityApproved): a new document then waits for their review
   * beside the approved one of its type, instead of replacing it (docs/decisions/0032).
   */
  identityApproved: boolean;
}

/**
 * The result of a change: refused because of the state (or, for an approved vendor, because it touches an approved
 * document), or done, with the rows whose files the caller deletes and whether the new documents wait for review.
 */
export type KycChange = { locked: KycState; approvedDocument?: true } | { removed: KycDocumentRow[]; pendingReview: boolean };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A vendor's identity documents and KYC state (vendor_profiles.kyc_*). Every query is scoped to the vendor. */
export class VendorKycRepository {
  constructor(private readonly db: Db) {}

  async profile(vendorId: string): Promise<KycProfile> {
    const rows = await this.db
      .select({
        state: vendorProfiles.kycState,
        reason: vendorProfiles.kycReason,
        submittedAt: vendorProfiles.kycSubmittedAt,
        updatedAt: vendorProfiles.kycUpdatedAt,
        sections: vendorProfiles.sections,
        reviewState: vendors.reviewState,
      })
      .from(vendorProfiles)
      .innerJoin(vendors, eq(vendors.id, vendorProfiles.vendorId))
      .where(eq(vendorProfiles.vendorId, vendorId));
    const { sections, reviewState, ...rest } = requireRow(rows, "the vendor's profile");
    const sold = await this.db
      .selectDistinct({ category: offerings.category })
      .from(offerings)
      .where(and(eq(offerings.vendorId, vendorId), ne(offerings.status, OFFERING_STATUS.deleted)));
    const categories = [...new Set([...savedCategories(sections), ...sold.map((s) => s.category)])];
    return { ...rest, state: rest.state, categories, identityApproved: isIdentityApproved(reviewState, rest.state) };
  }

  /** The vendor's documents, approved ones before those waiting for review (docs/decisions/0032), oldest first. */
  documents(vendorId: string): Promise<KycDocumentRow[]> {
    return this.db
      .select()
      .from(vendorKycDocuments)
      .where(eq(vendorKycDocuments.vendorId, vendorId))
      .orderBy(asc(vendorKycDocuments.pendingReview), asc(vendorKycDocuments.createdAt), asc(vendorKycDocuments.id));
  }

  async owned(vendorId: string, ids: string[]): Promise<KycDocumentRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(vendorKycDocuments)
      .where(and(eq(vendorKycDocuments.vendorId, vendorId), inArray(vendorKycDocuments.id, ids)));
  }

  /** Holds the vendor's profile row for the transaction and answers its KYC state, and whether operators approved it. */
  private async lock(tx: Tx, vendorId: string): Promise<{ state: KycState; identityApproved: boolean }> {
    const rows = await tx
      .select({ state: vendorProfiles.kycState, reviewState: vendors.reviewState })
      .from(vendorProfiles)
      .innerJoin(vendors, eq(vendors.id, vendorProfiles.vendorId))
      .where(eq(vendorProfiles.vendorId, vendorId))
      .for("update", { of: vendorProfiles });
    const { state, reviewState } = requireRow(rows, "the vendor's profile");
    return { state, identityApproved: isIdentityApproved(reviewState, state) };
  }

  /**
   * Removes documents and adds new ones, one per type (a new document replaces the vendor's document of its type),
   * and moves the state on (kycStateAfterChange). Refused, changing nothing, when the state does not allow it. For a
   * vendor operators approved, the new documents wait for their review beside the approved ones, which cannot be removed
   * (docs/decisions/0032): only a waiting document is replaced or removed, and the change is put to the operators.
   */
  async change(vendor: VendorContext, removeIds: string[], added: NewKycDocument[]): Promise<KycChange> {
    const { vendorId } = vendor;
    return this.db.transaction(async (tx) => {
      const { state, identityApproved } = await this.lock(tx, vendorId);
      if (identityApproved) return this.changePending(tx, vendor, removeIds, added, state);
      if (!canChangeKycDocuments(state)) return { locked: state };
      const replacedTypes = added.map((doc) => doc.type);
      const which = or(
        removeIds.length > 0 ? inArray(vendorKycDocuments.id, removeIds) : undefined,
        replacedTypes.length > 0 ? inArray(vendorKycDocuments.type, replacedTypes) : undefined,
      );
      const removed = which
        ? await tx
            .delete(vendorKycDocuments)
            .where(and(eq(vendorKycDocuments.vendorId, vendorId), which))
            .returning()
        : [];
      if (added.length > 0) await tx.insert(vendorKycDocuments).values(added.map((doc) => ({ ...doc, vendorId })));
      const [remaining] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(vendorKycDocuments)
        .where(eq(vendorKycDocuments.vendorId, vendorId));
      await tx
        .update(vendorProfiles)
        .set({ kycState: kycStateAfterChange(state, Number(remaining?.count ?? 0)), kycUpdatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(vendorProfiles.vendorId, vendorId));
      return { removed, pendingReview: false };
    });
  }

  /** An approved vendor's change: its waiting documents only, put to the operators with its history entry. */
  private async changePending(
    tx: Tx,
    vendor: VendorContext,
    removeIds: string[],
    added: NewKycDocument[],
    state: KycState,
  ): Promise<KycChange> {
    const { vendorId } = vendor;
    const db: Db = tx;
    if (removeIds.length > 0) {
      const approved = await tx
        .select({ id: vendorKycDocuments.id })
        .from(vendorKycDocuments)
        .where(
          and(
            eq(vendorKycDocuments.vendorId, vendorId),
            inArray(vendorKycDocuments.id, removeIds),
            eq(vendorKycDocuments.pendingReview, false),
          ),
        );
      if (approved.length > 0) return { locked: state, approvedDocument: true as const };
    }
    const replacedTypes = added.map((doc) => doc.type);
    const which = or(
      removeIds.length > 0 ? inArray(vendorKycDocuments.id, removeIds) : undefined,
      replacedTypes.length > 0 ? inArray(vendorKycDocuments.type, replacedTypes) : undefined,
    );
    const pendingBefore = await new VendorIdentityRepository(db).pending(vendorId);
    const removed = which
      ? await tx
          .delete(vendorKycDocuments)
          .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.pendingReview, true), which))
          .returning()
      : [];
    if (added.length > 0) await tx.insert(vendorKycDocuments).values(added.map((doc) => ({ ...doc, vendorId, pendingReview: true })));
    const pendingAfter = await VendorIdentityRepository.ask(db, vendorId, {});
    await VendorChangeLog.write(db, vendor, {
      kind: "identity.requested",
      target: pendingAfter?.id ?? pendingBefore?.id ?? null,
      fields: ["documents"],
      before: { documentTypes: pendingBefore?.documentTypes ?? [], removed: removed.map((row) => row.type) },
      after: { documentTypes: pendingAfter?.documentTypes ?? [], added: added.map((row) => row.type) },
    });
    await tx
      .update(vendorProfiles)
      .set({ kycUpdatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(vendorProfiles.vendorId, vendorId));
    return { removed, pendingReview: true };
  }

  /** Changes a document's number and expiry date; refused, changing nothing, when the state does not allow it. */
  async updateInfo(
    vendorId: string,
    id: string,
    changes: Partial<Pick<KycDocumentRow, "numberCipher" | "numberHint" | "expiryDate">>,
  ): Promise<{ locked: KycState; approvedDocument?: true } | { updated: true; pendingReview: boolean }> {
    return this.db.transaction(async (tx) => {
      const { state, identityApproved } = await this.lock(tx, vendorId);
      if (identityApproved) {
        // A vendor operators approved changes only a document that waits for their review (docs/decisions/0032).
        const [document] = await tx
          .select({ pendingReview: vendorKycDocuments.pendingReview })
          .from(vendorKycDocuments)
          .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.id, id)));
        if (!document?.pendingReview) return { locked: state, approvedDocument: true as const };
      } else if (!canChangeKycDocuments(state)) return { locked: state };
      await tx
        .update(vendorKycDocuments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.id, id)));
      await tx
        .update(vendorProfiles)
        .set({ kycUpdatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(vendorProfiles.vendorId, vendorId));
      return { updated: true as const, pendingReview: identityApproved };
    });
  }

  /**
   * Submits for verification when the state allows it and `ready` accepts the documents (both read under the
   * lock): the reason of an earlier rejection is cleared. Answers the state that refused it, or the problem.
   */
  async submit(
    vendorId: string,
    ready: (documents: KycDocumentRow[]) => string | null,
  ): Promise<{ locked: KycState } | { problem: string } | { submitted: true }> {
    return this.db.transaction(async (tx) => {
      const { state } = await this.lock(tx, vendorId);
      if (!canChangeKycDocuments(state)) return { locked: state };
      const documents = await tx.select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendorId));
      const problem = ready(documents);
      if (problem) return { problem };
      await tx
        .update(vendorProfiles)
        .set({ kycState: "submitted", kycReason: null, kycSubmittedAt: sql`now()`, kycUpdatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(vendorProfiles.vendorId, vendorId));
      return { submitted: true as const };
    });
  }
}
