import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { storeSlug } from "@utsav/domain";
import type { VendorOnboarding, VendorProfileSection } from "@utsav/domain";
import { requireRow, users, vendorMembers, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { VendorContext } from "../../platform/vendor-context.ts";
import { changedFields, VendorChangeLog } from "./change-log-repository.ts";
import { businessNameTaken, lockBusinessNames, VendorIdentityRepository } from "./identity-repository.ts";
import type { IdentityAsk, IdentityChangeRow } from "./identity-repository.ts";
import { VendorOfferingRepository } from "./offering-repository.ts";

export type VendorRow = typeof vendors.$inferSelect;
export type VendorProfileRow = typeof vendorProfiles.$inferSelect;
export interface VendorProfileRecord {
  profile: VendorProfileRow;
  vendor: VendorRow;
}

/** The storefront columns of the vendors row that profile sections write. */
export type StorefrontChanges = Partial<Pick<VendorRow, "name" | "titleTag" | "description" | "phone" | "area" | "serviceArea" | "policy">>;

/** The onboarding answers, as `sections.onboarding` keeps them (before 2026-11-28: one `category` instead of categories). */
export type OnboardValues = VendorOnboarding;

export type OnboardResult = { record: VendorProfileRecord } | { conflict: "already_onboarded" | "name_taken" };
export type SaveSectionResult = { record: VendorProfileRecord; shownChanged: boolean } | { conflict: "name_taken" };

/** What saving a section writes, worked out from the profile as it is inside the save's transaction. */
export interface SectionPlan {
  /** The section as the profile keeps it. */
  stored: Record<string, unknown>;
  /** The storefront columns it writes now. */
  storefront: StorefrontChanges;
  /** An approved vendor's name and categories, which wait for the operators instead (docs/decisions/0032). */
  identity?: IdentityAsk;
}

/** The storefront columns a section writes: what shoppers see of the vendor. */
const STOREFRONT_COLUMNS = ["name", "titleTag", "description", "phone", "area", "serviceArea", "policy"] as const;
/** Sections that are the vendor's terms too (vendor_terms, decision 0022), shown beside every offering. */
const TERMS_SECTIONS: readonly VendorProfileSection[] = ["service", "terms"];

/** The fields of the pending change that moved, as the change history keeps them: null stands for the approved value. */
function askedChange(before: IdentityChangeRow | null, after: IdentityChangeRow | null) {
  const values = (row: IdentityChangeRow | null) => ({
    businessName: row?.businessName ?? null,
    categories: row?.categories ?? null,
    documentTypes: row?.documentTypes ?? [],
  });
  return changedFields(values(before), values(after));
}

/** Vendor accounts' businesses: the vendor_profiles row (sections, states) and its vendors row (the storefront). */
export class VendorProfileRepository {
  constructor(private readonly db: Db) {}

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

  /** The phone number the vendor account signs in with ('+91XXXXXXXXXX'). */
  async accountPhone(vendorId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ phone: users.phone })
      .from(vendorProfiles)
      .innerJoin(users, eq(users.id, vendorProfiles.userId))
      .where(eq(vendorProfiles.vendorId, vendorId))
      .limit(1);
    return row?.phone ?? null;
  }

  /**
   * Creates the business of a vendor account: its vendors row (storefront) and vendor_profiles row, together.
   * Business names are unique regardless of case, across catalogue vendors too.
   */
  async onboard(userId: string, values: OnboardValues): Promise<OnboardResult> {
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      await lockBusinessNames(db);
      // An account runs one business: its own, or the one whose team it joined (docs/decisions/0033).
      const [existing] = await db.select({ vendorId: vendorMembers.vendorId }).from(vendorMembers).where(eq(vendorMembers.userId, userId));
      if (existing) return { conflict: "already_onboarded" as const };
      if (await businessNameTaken(db, values.businessName)) return { conflict: "name_taken" as const };
      const vendorId = `v-${randomBytes(8).toString("hex")}`;
      // The store's address, kept through renames (docs/decisions/0059); the whole id where the short one is taken.
      const shortSlug = storeSlug({ id: vendorId, name: values.businessName });
      const [clash] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, shortSlug)).limit(1);
      await db.insert(vendors).values({
        id: vendorId,
        name: values.businessName,
        slug: clash ? storeSlug({ id: vendorId, name: values.businessName }, vendorId.length) : shortSlug,
        titleTag: null,
        // Filled by the business section and the gallery's main image; the storefront copes with them empty.
        description: "",
        logo: "",
        phone: null,
        area: values.area,
        serviceArea: values.area,
        ownerUserId: userId,
      });
      // The onboarding answers are kept, so the section forms start from them (GET section's draft, decision 0038).
      await db.insert(vendorProfiles).values({ userId, vendorId, sections: { onboarding: values } });
      await db.insert(vendorMembers).values({ userId, vendorId, role: "owner" });
      return { record: await this.byVendor(vendorId, db) };
    });
  }

  /**
   * Stores one section and the storefront fields it owns, as `plan` works them out from the profile as it is, with the
   * change history's entry, in one transaction that holds the profile row. A new name, live or asked for, must be free.
   * When the name or area changes, the search text of the vendor's offerings is written again, since it carries both.
   * `shownChanged` says whether anything shoppers see changed: a storefront column, or the vendor's terms.
   */
  async saveSection(
    vendor: VendorContext,
    section: VendorProfileSection,
    plan: (current: VendorProfileRecord) => SectionPlan,
  ): Promise<SaveSectionResult> {
    const { vendorId } = vendor;
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      await db.select({ id: vendorProfiles.vendorId }).from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendorId)).for("update");
      const current = await this.byVendor(vendorId, db);
      const { stored, storefront, identity } = plan(current);
      const names = [storefront.name !== current.vendor.name ? storefront.name : undefined, identity?.businessName ?? undefined];
      const newNames = names.filter((name): name is string => typeof name === "string");
      if (newNames.length > 0) {
        await lockBusinessNames(db);
        for (const name of newNames) if (await businessNameTaken(db, name, vendorId)) return { conflict: "name_taken" as const };
      }
      await db
        .update(vendorProfiles)
        .set({
          sections: sql`${vendorProfiles.sections} || jsonb_build_object(${section}::text, ${JSON.stringify(stored)}::jsonb)`,
          updatedAt: sql`now()`,
        })
        .where(eq(vendorProfiles.vendorId, vendorId));
      if (Object.keys(storefront).length > 0) {
        await db
          .update(vendors)
          .set({ ...storefront, updatedAt: sql`now()` })
          .where(eq(vendors.id, vendorId));
      }
      const renamed = storefront.name !== undefined && storefront.name !== current.vendor.name;
      const moved = storefront.area !== undefined && storefront.area !== current.vendor.area;
      if (renamed || moved) await VendorOfferingRepository.refreshSearchText(db, vendorId);

      const before = current.profile.sections[section] as Record<string, unknown> | undefined;
      const edited = changedFields(before, stored);
      if (edited) await VendorChangeLog.write(db, vendor, { kind: `profile.${section}`, ...edited });
      if (identity) {
        const pendingBefore = await new VendorIdentityRepository(db).pending(vendorId);
        const pendingAfter = await VendorIdentityRepository.ask(db, vendorId, identity);
        const asked = askedChange(pendingBefore, pendingAfter);
        if (asked)
          await VendorChangeLog.write(db, vendor, { kind: "identity.requested", target: pendingAfter?.id ?? pendingBefore?.id, ...asked });
      }
      const shownBefore = Object.fromEntries(
        STOREFRONT_COLUMNS.filter((column) => column in storefront).map((c) => [c, current.vendor[c]]),
      );
      const shownChanged = changedFields(shownBefore, { ...storefront }) !== null || (TERMS_SECTIONS.includes(section) && edited !== null);
      return { record: await this.byVendor(vendorId, db), shownChanged };
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
}
