import { and, eq, inArray, ne, or, sql } from "drizzle-orm";
import { canChangeKycDocuments, kycStateAfterChange, OFFERING_STATUS } from "@utsav/domain";
import type { KycState } from "@utsav/domain";
import { offerings, requireRow, vendorKycDocuments, vendorProfiles } from "@utsav/db";
import type { Db } from "@utsav/db";

export type KycDocumentRow = typeof vendorKycDocuments.$inferSelect;
export type NewKycDocument = Omit<KycDocumentRow, "vendorId" | "createdAt" | "updatedAt">;

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
}

/** The result of a change: refused because of the state, or done (with the rows whose files the caller deletes). */
export type KycChange = { locked: KycState } | { removed: KycDocumentRow[] };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Business categories from the business section, or the one chosen at onboarding until that section is saved. */
function categoriesOf(sections: Record<string, unknown>): string[] {
  const business = sections.business as { categories?: unknown } | undefined;
  if (Array.isArray(business?.categories)) return business.categories.filter((c): c is string => typeof c === "string");
  const onboarding = sections.onboarding as { category?: unknown } | undefined;
  return typeof onboarding?.category === "string" ? [onboarding.category] : [];
}

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
      })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.vendorId, vendorId));
    const { sections, ...rest } = requireRow(rows, "the vendor's profile");
    const sold = await this.db
      .selectDistinct({ category: offerings.category })
      .from(offerings)
      .where(and(eq(offerings.vendorId, vendorId), ne(offerings.status, OFFERING_STATUS.deleted)));
    const categories = [...new Set([...categoriesOf(sections), ...sold.map((s) => s.category)])];
    return { ...rest, state: rest.state, categories };
  }

  documents(vendorId: string): Promise<KycDocumentRow[]> {
    return this.db.select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendorId));
  }

  async owned(vendorId: string, ids: string[]): Promise<KycDocumentRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(vendorKycDocuments)
      .where(and(eq(vendorKycDocuments.vendorId, vendorId), inArray(vendorKycDocuments.id, ids)));
  }

  /** Holds the vendor's profile row for the transaction and answers its KYC state. */
  private async lock(tx: Tx, vendorId: string): Promise<KycState> {
    const rows = await tx
      .select({ state: vendorProfiles.kycState })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.vendorId, vendorId))
      .for("update");
    return requireRow(rows, "the vendor's profile").state;
  }

  /**
   * Removes documents and adds new ones, one per type (a new document replaces the vendor's document of its type),
   * and moves the state on (kycStateAfterChange). Refused, changing nothing, when the state does not allow it.
   */
  async change(vendorId: string, removeIds: string[], added: NewKycDocument[]): Promise<KycChange> {
    return this.db.transaction(async (tx) => {
      const state = await this.lock(tx, vendorId);
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
      return { removed };
    });
  }

  /** Changes a document's number and expiry date; refused, changing nothing, when the state does not allow it. */
  async updateInfo(
    vendorId: string,
    id: string,
    changes: Partial<Pick<KycDocumentRow, "numberCipher" | "numberHint" | "expiryDate">>,
  ): Promise<{ locked: KycState } | { updated: true }> {
    return this.db.transaction(async (tx) => {
      const state = await this.lock(tx, vendorId);
      if (!canChangeKycDocuments(state)) return { locked: state };
      await tx
        .update(vendorKycDocuments)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.id, id)));
      await tx
        .update(vendorProfiles)
        .set({ kycUpdatedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(vendorProfiles.vendorId, vendorId));
      return { updated: true as const };
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
      const state = await this.lock(tx, vendorId);
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
