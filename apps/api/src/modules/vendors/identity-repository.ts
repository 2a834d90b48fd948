import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { KycDocumentType, VendorIdentity } from "@utsav/domain";
import { queryRows, requireRow, vendorIdentityChanges, vendorKycDocuments, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { VendorOfferingRepository } from "./offering-repository.ts";

// An approved vendor's changes of identity (docs/decisions/0032): at most one pending per vendor, which the vendor's
// later edits update; operators approve it (the new name, categories and documents take the approved ones' place) or
// reject it (the new documents are deleted), on the record.

export type IdentityChangeRow = typeof vendorIdentityChanges.$inferSelect;
export type KycDocumentRow = typeof vendorKycDocuments.$inferSelect;

/** Any number the API processes agree on: serialises the business-name checks of onboarding, renames and approvals. */
const VENDOR_NAME_LOCK = 7_214_302;

/** Holds the business-name lock for the transaction: a name checked free stays free until it commits. */
export async function lockBusinessNames(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${VENDOR_NAME_LOCK})`);
}

/**
 * Whether another vendor has this name, in any case, catalogue vendors included, or waits for the operators to approve
 * it as its new name (so that two vendors cannot be given one name, and nobody takes a name while its renaming waits).
 */
export async function businessNameTaken(db: Db, name: string, exceptVendorId?: string): Promise<boolean> {
  const other = exceptVendorId ? sql`and id <> ${exceptVendorId}` : sql``;
  const otherChange = exceptVendorId ? sql`and vendor_id <> ${exceptVendorId}` : sql``;
  const rows = await queryRows<{ taken: number }>(
    db,
    sql`select 1 as taken from vendors where lower(name) = lower(${name}) ${other}
        union all
        select 1 as taken from vendor_identity_changes where state = 'pending' and lower(business_name) = lower(${name}) ${otherChange}
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * The categories of a profile's business section, or its onboarding categories until that section is saved (one
 * `category` for a business that onboarded before several could be chosen: docs/decisions/0038).
 */
export function savedCategories(sections: Record<string, unknown>): string[] {
  const strings = (list: unknown[]) => list.filter((c): c is string => typeof c === "string");
  const business = sections.business as { categories?: unknown } | undefined;
  if (Array.isArray(business?.categories)) return strings(business.categories);
  const onboarding = sections.onboarding as { categories?: unknown; category?: unknown } | undefined;
  if (Array.isArray(onboarding?.categories)) return strings(onboarding.categories);
  return typeof onboarding?.category === "string" ? [onboarding.category] : [];
}

/** What operators approved of a vendor: the storefront's name and the saved categories. */
export function approvedIdentityOf(record: { vendor: { name: string }; profile: { sections: Record<string, unknown> } }): VendorIdentity {
  return { businessName: record.vendor.name, categories: savedCategories(record.profile.sections) };
}

/** What an edit asks for: a new name or categories (null puts back the approved value); undefined leaves it as asked. */
export interface IdentityAsk {
  businessName?: string | null;
  categories?: string[] | null;
}

export type IdentityDecision = { change: IdentityChangeRow; removedFileKeys: string[] } | { refused: "none" | "name_taken" };

export class VendorIdentityRepository {
  constructor(private readonly db: Db) {}

  /** The vendor's latest change, pending or decided. */
  async latest(vendorId: string): Promise<IdentityChangeRow | null> {
    const [row] = await this.db
      .select()
      .from(vendorIdentityChanges)
      .where(eq(vendorIdentityChanges.vendorId, vendorId))
      .orderBy(desc(vendorIdentityChanges.createdAt), desc(vendorIdentityChanges.id))
      .limit(1);
    return row ?? null;
  }

  async pending(vendorId: string): Promise<IdentityChangeRow | null> {
    const [row] = await this.db
      .select()
      .from(vendorIdentityChanges)
      .where(and(eq(vendorIdentityChanges.vendorId, vendorId), eq(vendorIdentityChanges.state, "pending")));
    return row ?? null;
  }

  /** Every document of the vendor, approved and pending. */
  documents(vendorId: string): Promise<KycDocumentRow[]> {
    return this.db.select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendorId));
  }

  /**
   * Within the transaction of a profile or KYC change (which holds the vendor's profile row): records what the vendor
   * now asks for. Opens the pending change, updates it, or withdraws it once nothing differs from the approved identity
   * and no document waits. Answers the pending change as it is now, or null when none is left.
   */
  static async ask(db: Db, vendorId: string, asked: IdentityAsk): Promise<IdentityChangeRow | null> {
    const [current] = await db
      .select()
      .from(vendorIdentityChanges)
      .where(and(eq(vendorIdentityChanges.vendorId, vendorId), eq(vendorIdentityChanges.state, "pending")))
      .for("update");
    const businessName = asked.businessName !== undefined ? asked.businessName : (current?.businessName ?? null);
    const categories = asked.categories !== undefined ? asked.categories : (current?.categories ?? null);
    const documentTypes = await VendorIdentityRepository.pendingTypes(db, vendorId);
    if (businessName === null && categories === null && documentTypes.length === 0) {
      if (current)
        await db
          .update(vendorIdentityChanges)
          .set({ state: "withdrawn", businessName, categories, documentTypes, decidedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(vendorIdentityChanges.id, current.id));
      return null;
    }
    if (current) {
      const updated = await db
        .update(vendorIdentityChanges)
        .set({ businessName, categories, documentTypes, updatedAt: sql`now()` })
        .where(eq(vendorIdentityChanges.id, current.id))
        .returning();
      return requireRow(updated, "the change just updated");
    }
    const record = requireRow(
      await db
        .select({ name: vendors.name, sections: vendorProfiles.sections })
        .from(vendors)
        .innerJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
        .where(eq(vendors.id, vendorId)),
      "the vendor asking for a change",
    );
    const inserted = await db
      .insert(vendorIdentityChanges)
      .values({
        id: `vic_${randomUUID().replace(/-/g, "")}`,
        vendorId,
        approved: { businessName: record.name, categories: savedCategories(record.sections) },
        businessName,
        categories,
        documentTypes,
      })
      .returning();
    return requireRow(inserted, "the change just asked for");
  }

  /** The types of the vendor's documents that wait for review. */
  private static async pendingTypes(db: Db, vendorId: string): Promise<KycDocumentType[]> {
    const rows = await db
      .selectDistinct({ type: vendorKycDocuments.type })
      .from(vendorKycDocuments)
      .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.pendingReview, true)));
    return rows.map((row) => row.type);
  }

  /** Holds the vendor's profile row, then its pending change, for the transaction (the order every change takes). */
  private static async lockPending(db: Db, vendorId: string): Promise<IdentityChangeRow | null> {
    await db.select({ id: vendorProfiles.vendorId }).from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendorId)).for("update");
    const [change] = await db
      .select()
      .from(vendorIdentityChanges)
      .where(and(eq(vendorIdentityChanges.vendorId, vendorId), eq(vendorIdentityChanges.state, "pending")))
      .for("update");
    return change ?? null;
  }

  /**
   * Approves the pending change, with its audit row, in one transaction: the new name goes to the storefront (and the
   * search text of the vendor's offerings), the name and categories to the business section, and each new document
   * takes the place of the approved one of its type, whose file the caller deletes.
   */
  async approve(vendorId: string, operatorId: string, audit: (change: IdentityChangeRow) => AuditRecord): Promise<IdentityDecision> {
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      const change = await VendorIdentityRepository.lockPending(db, vendorId);
      if (!change) return { refused: "none" as const };
      if (change.businessName !== null) {
        await lockBusinessNames(db);
        if (await businessNameTaken(db, change.businessName, vendorId)) return { refused: "name_taken" as const };
        await db
          .update(vendors)
          .set({ name: change.businessName, updatedAt: sql`now()` })
          .where(eq(vendors.id, vendorId));
        await VendorOfferingRepository.refreshSearchText(db, vendorId);
      }
      const business = {
        ...(change.businessName !== null ? { businessName: change.businessName } : {}),
        ...(change.categories !== null ? { categories: change.categories } : {}),
      };
      if (Object.keys(business).length > 0) {
        await db
          .update(vendorProfiles)
          .set({
            sections: sql`jsonb_set(${vendorProfiles.sections}, '{business}', coalesce(${vendorProfiles.sections} -> 'business', '{}'::jsonb) || ${JSON.stringify(business)}::jsonb)`,
            updatedAt: sql`now()`,
          })
          .where(eq(vendorProfiles.vendorId, vendorId));
      }
      const documentTypes = await VendorIdentityRepository.pendingTypes(db, vendorId);
      const replaced =
        documentTypes.length > 0
          ? await db
              .delete(vendorKycDocuments)
              .where(
                and(
                  eq(vendorKycDocuments.vendorId, vendorId),
                  eq(vendorKycDocuments.pendingReview, false),
                  inArray(vendorKycDocuments.type, documentTypes),
                ),
              )
              .returning({ fileKey: vendorKycDocuments.fileKey })
          : [];
      await db
        .update(vendorKycDocuments)
        .set({ pendingReview: false, updatedAt: sql`now()` })
        .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.pendingReview, true)));
      const decided = await VendorIdentityRepository.decide(db, change, { state: "approved", operatorId, documentTypes, reason: null });
      await AuditRepository.write(db, audit(decided));
      return { change: decided, removedFileKeys: replaced.map((row) => row.fileKey) };
    });
  }

  /** Rejects the pending change with its reason and audit row: its documents are deleted (the caller deletes their files). */
  async reject(
    vendorId: string,
    operatorId: string,
    reason: string,
    audit: (change: IdentityChangeRow) => AuditRecord,
  ): Promise<IdentityDecision> {
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      const change = await VendorIdentityRepository.lockPending(db, vendorId);
      if (!change) return { refused: "none" as const };
      const removed = await db
        .delete(vendorKycDocuments)
        .where(and(eq(vendorKycDocuments.vendorId, vendorId), eq(vendorKycDocuments.pendingReview, true)))
        .returning({ fileKey: vendorKycDocuments.fileKey, type: vendorKycDocuments.type });
      const documentTypes = [...new Set(removed.map((row) => row.type))];
      const decided = await VendorIdentityRepository.decide(db, change, { state: "rejected", operatorId, documentTypes, reason });
      await AuditRepository.write(db, audit(decided));
      return { change: decided, removedFileKeys: removed.map((row) => row.fileKey) };
    });
  }

  private static async decide(
    db: Db,
    change: IdentityChangeRow,
    decision: Pick<IdentityChangeRow, "state" | "operatorId" | "documentTypes" | "reason">,
  ): Promise<IdentityChangeRow> {
    const rows = await db
      .update(vendorIdentityChanges)
      .set({ ...decision, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(vendorIdentityChanges.id, change.id), eq(vendorIdentityChanges.state, "pending")))
      .returning();
    return requireRow(rows, "the change just decided");
  }
}
