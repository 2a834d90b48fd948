import { randomBytes } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { VendorProfileSection } from "@utsav/domain";
import { requireRow, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { VendorOfferingRepository } from "./offering-repository.ts";

export type VendorRow = typeof vendors.$inferSelect;
export type VendorProfileRow = typeof vendorProfiles.$inferSelect;
export interface VendorProfileRecord {
  profile: VendorProfileRow;
  vendor: VendorRow;
}

/** The storefront columns of the vendors row that profile sections write. */
export type StorefrontChanges = Partial<Pick<VendorRow, "name" | "titleTag" | "description" | "phone" | "area" | "serviceArea" | "policy">>;

export interface OnboardValues {
  businessName: string;
  contactName: string;
  category: string;
  area: string;
}

export type OnboardResult = { record: VendorProfileRecord } | { conflict: "already_onboarded" | "name_taken" };
export type SaveSectionResult = { record: VendorProfileRecord } | { conflict: "name_taken" };

/** Any number the API processes agree on: serialises the business-name check of onboarding and renames. */
const VENDOR_NAME_LOCK = 7_214_302;

/** Vendor accounts' businesses: the vendor_profiles row (sections, states) and its vendors row (the storefront). */
export class VendorProfileRepository {
  constructor(private readonly db: Db) {}

  /** The business of a vendor account, or null before it has onboarded. */
  async vendorIdOfUser(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ vendorId: vendorProfiles.vendorId })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.userId, userId))
      .limit(1);
    return row?.vendorId ?? null;
  }

  async byUser(userId: string): Promise<VendorProfileRecord | null> {
    const [row] = await this.db
      .select({ profile: vendorProfiles, vendor: vendors })
      .from(vendorProfiles)
      .innerJoin(vendors, eq(vendors.id, vendorProfiles.vendorId))
      .where(eq(vendorProfiles.userId, userId))
      .limit(1);
    return row ?? null;
  }

  async byVendor(vendorId: string, db: Db = this.db): Promise<VendorProfileRecord> {
    const rows = await db
      .select({ profile: vendorProfiles, vendor: vendors })
      .from(vendorProfiles)
      .innerJoin(vendors, eq(vendors.id, vendorProfiles.vendorId))
      .where(eq(vendorProfiles.vendorId, vendorId))
      .limit(1);
    return requireRow(rows, "the profile of an onboarded vendor");
  }

  /**
   * Creates the business of a vendor account: its vendors row (storefront) and vendor_profiles row, together.
   * Business names are unique regardless of case, across catalogue vendors too.
   */
  async onboard(userId: string, values: OnboardValues): Promise<OnboardResult> {
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      await db.execute(sql`select pg_advisory_xact_lock(${VENDOR_NAME_LOCK})`);
      const [existing] = await db
        .select({ vendorId: vendorProfiles.vendorId })
        .from(vendorProfiles)
        .where(eq(vendorProfiles.userId, userId));
      if (existing) return { conflict: "already_onboarded" as const };
      if (await this.nameTaken(db, values.businessName)) return { conflict: "name_taken" as const };
      const vendorId = `v-${randomBytes(8).toString("hex")}`;
      await db.insert(vendors).values({
        id: vendorId,
        name: values.businessName,
        titleTag: null,
        // Filled by the business section and the gallery's main image; the storefront copes with them empty.
        description: "",
        logo: "",
        phone: null,
        area: values.area,
        serviceArea: values.area,
        ownerUserId: userId,
      });
      // The onboarding answers are kept, so the section forms can start from them.
      await db.insert(vendorProfiles).values({ userId, vendorId, sections: { onboarding: values } });
      return { record: await this.byVendor(vendorId, db) };
    });
  }

  /**
   * Stores one section and the storefront fields it owns. When the name or area changes, the search text of the
   * vendor's offerings is written again, since it carries both.
   */
  async saveSection(
    vendorId: string,
    section: VendorProfileSection,
    data: unknown,
    storefront: StorefrontChanges,
  ): Promise<SaveSectionResult> {
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      if (storefront.name !== undefined) {
        await db.execute(sql`select pg_advisory_xact_lock(${VENDOR_NAME_LOCK})`);
        if (await this.nameTaken(db, storefront.name, vendorId)) return { conflict: "name_taken" as const };
      }
      const before = requireRow(
        await db.select({ name: vendors.name, area: vendors.area }).from(vendors).where(eq(vendors.id, vendorId)),
        "the vendor of a signed-in account",
      );
      await db
        .update(vendorProfiles)
        .set({
          sections: sql`${vendorProfiles.sections} || jsonb_build_object(${section}::text, ${JSON.stringify(data)}::jsonb)`,
          updatedAt: sql`now()`,
        })
        .where(eq(vendorProfiles.vendorId, vendorId));
      if (Object.keys(storefront).length > 0) {
        await db
          .update(vendors)
          .set({ ...storefront, updatedAt: sql`now()` })
          .where(eq(vendors.id, vendorId));
      }
      const renamed = storefront.name !== undefined && storefront.name !== before.name;
      const moved = storefront.area !== undefined && storefront.area !== before.area;
      if (renamed || moved) await VendorOfferingRepository.refreshSearchText(db, vendorId);
      return { record: await this.byVendor(vendorId, db) };
    });
  }

  /** draft → submitted; a submitted profile stays submitted (and keeps its first submission time). */
  async submit(vendorId: string): Promise<VendorProfileRecord> {
    await this.db
      .update(vendorProfiles)
      .set({ state: "submitted", submittedAt: sql`coalesce(${vendorProfiles.submittedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(vendorProfiles.vendorId, vendorId));
    return this.byVendor(vendorId);
  }

  private async nameTaken(db: Db, name: string, exceptVendorId?: string): Promise<boolean> {
    const sameName = sql`lower(${vendors.name}) = lower(${name})`;
    const [row] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(exceptVendorId ? and(sameName, ne(vendors.id, exceptVendorId)) : sameName)
      .limit(1);
    return Boolean(row);
  }
}
