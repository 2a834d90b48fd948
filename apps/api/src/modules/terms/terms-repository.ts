import { and, eq, sql } from "drizzle-orm";
import { builtOnce, offerings, offeringSlugs, UNNAMED, users, vendors, vendorTerms } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { VendorTermsByCategory } from "@utsav/domain";
import { onSale } from "../catalogue/index.ts";

// Vendor terms, the offerings' old slugs and the consumers' chosen localities (docs/decisions/0022).

/** Where no terms were written (a vendor account that has not saved its Service section): Bengaluru, nothing else. */
export const DEFAULT_TERMS: VendorTermsByCategory = {
  serviceArea: { kind: "city" },
  leadTimeDays: null,
  leadTimeText: null,
  advancePercent: null,
  refunds: null,
  byCategory: {},
};

type TermsRow = typeof vendorTerms.$inferSelect;

/** A vendor_terms row as the terms it holds. */
export const toTerms = (row: TermsRow): VendorTermsByCategory => ({
  serviceArea: row.serviceArea,
  leadTimeDays: row.leadTimeDays,
  leadTimeText: row.leadTimeText,
  advancePercent: row.advancePercent,
  refunds: row.refunds,
  byCategory: row.byCategory,
});

/** A vendor's terms row, built once for each database handle (docs/decisions/0089): every booking reads it. */
const termsOfVendor = builtOnce((db) =>
  db
    .select()
    .from(vendorTerms)
    .where(eq(vendorTerms.vendorId, sql.placeholder("vendorId")))
    .prepare(UNNAMED),
);

export class TermsRepository {
  constructor(private readonly db: Db) {}

  /** A vendor's terms, or null where none were written. */
  async ofVendor(vendorId: string, db: Db = this.db): Promise<VendorTermsByCategory | null> {
    const [row] = await termsOfVendor(db).execute({ vendorId });
    return row ? toTerms(row) : null;
  }

  /** Every vendor, with its terms or null where none were written. */
  async allVendors(): Promise<Map<string, VendorTermsByCategory | null>> {
    const rows = await this.db
      .select({ id: vendors.id, terms: vendorTerms })
      .from(vendors)
      .leftJoin(vendorTerms, eq(vendorTerms.vendorId, vendors.id));
    return new Map(rows.map((row) => [row.id, row.terms ? toTerms(row.terms) : null]));
  }

  /** Every offering on sale, with its vendor and category: what serviceability is worked out for. */
  async offeringsOnSale(): Promise<{ id: string; vendorId: string; category: string }[]> {
    return this.db
      .select({ id: offerings.id, vendorId: offerings.vendorId, category: offerings.category })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(onSale);
  }

  async save(vendorId: string, terms: VendorTermsByCategory, db: Db = this.db): Promise<void> {
    const values = { vendorId, ...terms };
    await db
      .insert(vendorTerms)
      .values(values)
      .onConflictDoUpdate({ target: vendorTerms.vendorId, set: { ...terms, updatedAt: sql`now()` } });
  }

  /** A live offering's vendor and category, for its serviceability. */
  async liveOffering(offeringId: string) {
    const [row] = await this.db
      .select({ id: offerings.id, vendorId: offerings.vendorId, category: offerings.category, vendorName: vendors.name })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(eq(offerings.id, offeringId), onSale));
    return row ?? null;
  }

  // --- old slugs ---

  /** The offering that had this slug before it was renamed, or null. */
  async offeringOfOldSlug(slug: string): Promise<string | null> {
    const [row] = await this.db.select({ offeringId: offeringSlugs.offeringId }).from(offeringSlugs).where(eq(offeringSlugs.slug, slug));
    return row?.offeringId ?? null;
  }

  /**
   * Keeps a slug an offering leaves behind. A slug that comes back into use stops being an old one, so the same
   * address never both redirects and answers.
   */
  static async recordRename(db: Db, offeringId: string, oldSlug: string, newSlug: string): Promise<void> {
    if (oldSlug === newSlug) return;
    await db.delete(offeringSlugs).where(eq(offeringSlugs.slug, newSlug));
    await db
      .insert(offeringSlugs)
      .values({ slug: oldSlug, offeringId })
      .onConflictDoUpdate({ target: offeringSlugs.slug, set: { offeringId, createdAt: sql`now()` } });
  }

  // --- a consumer's chosen locality ---

  async localityOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ locality: users.locality }).from(users).where(eq(users.id, userId));
    return row?.locality ?? null;
  }

  async setLocality(userId: string, locality: string | null): Promise<void> {
    await this.db
      .update(users)
      .set({ locality, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }

  async eventDateOf(userId: string): Promise<string | null> {
    const [row] = await this.db.select({ eventDate: users.eventDate }).from(users).where(eq(users.id, userId));
    return row?.eventDate ?? null;
  }

  async setEventDate(userId: string, eventDate: string | null): Promise<void> {
    await this.db
      .update(users)
      .set({ eventDate, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  }
}
