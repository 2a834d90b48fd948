import { createHash } from "node:crypto";
import { eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { CATALOGUE } from "@utsav/catalogue";
import { OFFERING_STATUS, storeSlug } from "@utsav/domain";
import type { Db } from "./client.ts";
import { appMeta, offerings, reviews, vendors, vendorTerms } from "./schema/index.ts";
import { addSearchTerms } from "./search-terms.ts";
import { searchTextFor } from "./search-text.ts";
import { writeVendorFigures } from "./vendor-figures.ts";

const VERSION_KEY = "catalogue_version";
/** Any number both processes agree on: serialises seeding when several API processes start together. */
const SEED_LOCK = 7_214_301;

/** `set` for an upsert that takes every column the rows give from the proposed row (`excluded`). */
function fromExcluded(table: PgTable, rows: readonly object[]): Record<string, SQL> {
  const given = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => given.has(key));
  return Object.fromEntries(columns.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
}

/** Bump when the seeded row format changes (e.g. a derived column), so existing databases are re-seeded. */
const SEED_FORMAT = 6;

export function catalogueVersion(): string {
  return createHash("sha256")
    .update(`${SEED_FORMAT}:${JSON.stringify(CATALOGUE)}`)
    .digest("hex")
    .slice(0, 16);
}

/**
 * Writes the catalogue into the database when it is missing or has changed, and does nothing otherwise.
 * Catalogue rows are upserted by id; rows that vendors created (source 'vendor') are never touched, nor is anything of
 * a catalogue vendor whose owner runs it now (vendors.owner_user_id, docs/decisions/0033): its row, terms and offerings
 * are the owner's to change.
 */
export async function seedCatalogue(db: Db): Promise<{ seeded: boolean; version: string }> {
  const version = catalogueVersion();
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [current] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, VERSION_KEY));
    if (current?.value === version) return { seeded: false, version };

    const vendorRows = CATALOGUE.vendors.map((v) => ({
      id: v.key,
      name: v.name,
      // The store's address (docs/decisions/0059): the same function the migration's backfill follows.
      slug: storeSlug({ id: v.key, name: v.name }),
      titleTag: v.titleTag,
      description: v.description,
      logo: v.logo,
      phone: v.phone,
      area: v.area,
      serviceArea: v.serviceArea,
      clientsCount: v.clientsCount,
      verified: v.verified,
      policy: v.policy,
      // The catalogue's own vendors count as approved (docs/decisions/0020); a pause by operators is kept.
      reviewState: "approved" as const,
    }));
    // A vendor's own logo (the main photo of its gallery) is kept: only a generated one, or none, is redrawn.
    const keepUploadedLogo = sql`case when ${vendors.logo} = '' or ${vendors.logo} like '/assets/images/vendor/%' then excluded.logo else ${vendors.logo} end`;
    /** The vendor of a row has no owner yet: the catalogue still speaks for it. */
    const unowned = (vendorId: SQL | PgColumn) =>
      sql`not exists (select 1 from vendors o where o.id = ${vendorId} and o.owner_user_id is not null)`;
    await tx
      .insert(vendors)
      .values(vendorRows)
      .onConflictDoUpdate({
        target: vendors.id,
        set: { ...fromExcluded(vendors, vendorRows), logo: keepUploadedLogo, updatedAt: sql`now()` },
        setWhere: isNull(vendors.ownerUserId),
      });

    // catalogue §9: each catalogue vendor's terms, from the terms table.
    const termRows = CATALOGUE.vendors.map((v) => ({ vendorId: v.key, ...v.terms }));
    await tx
      .insert(vendorTerms)
      .values(termRows)
      .onConflictDoUpdate({
        target: vendorTerms.vendorId,
        set: { ...fromExcluded(vendorTerms, termRows), updatedAt: sql`now()` },
        setWhere: unowned(vendorTerms.vendorId),
      });

    const vendorByKey = new Map(CATALOGUE.vendors.map((v) => [v.key, v]));
    const vendorOf = (key: string) => {
      const vendor = vendorByKey.get(key);
      if (!vendor) throw new Error(`The catalogue lists an offering of vendor ${key}, which it does not list`);
      return vendor;
    };
    const offeringRows = CATALOGUE.offerings.map((o) => ({
      id: o.id,
      slug: o.slug,
      vendorId: o.vendorKey,
      title: o.title,
      summary: o.summary,
      category: o.category,
      subCategory: o.subCategory,
      price: o.price,
      priceLabel: o.priceLabel,
      offeringType: o.offeringType,
      redirectUrl: o.redirectUrl,
      description: o.description,
      occasions: o.occasions,
      totalClients: o.totalClients,
      bookingAttributes: o.bookingAttributes,
      whatsappMessage: o.whatsappMessage,
      images: o.images,
      position: o.position,
      source: "catalogue",
      searchText: searchTextFor({ ...o, vendorName: vendorOf(o.vendorKey).name, vendorArea: vendorOf(o.vendorKey).area }),
    }));
    await tx
      .insert(offerings)
      .values(offeringRows.map((row) => ({ ...row, status: OFFERING_STATUS.live })))
      .onConflictDoUpdate({
        target: offerings.id,
        set: { ...fromExcluded(offerings, offeringRows), updatedAt: sql`now()` },
        setWhere: sql`${offerings.source} = 'catalogue' and ${unowned(offerings.vendorId)}`,
      });

    await addSearchTerms(
      tx,
      offeringRows.flatMap((o) => [o.title, o.searchText]),
    );

    const reviewRows = CATALOGUE.reviews.map((r) => ({
      id: r.id,
      vendorId: r.vendorKey,
      rating: r.rating,
      comment: r.comment,
      userName: r.userName,
      userTitle: r.userTitle,
      reviewDate: r.date,
      position: r.position,
    }));
    await tx
      .insert(reviews)
      .values(reviewRows)
      .onConflictDoUpdate({ target: reviews.id, set: fromExcluded(reviews, reviewRows) });
    // One rating per vendor, copied onto its offerings (docs/decisions/0060), from every shown review: the catalogue's
    // just written and the shoppers' from bookings.
    await writeVendorFigures(
      tx,
      CATALOGUE.vendors.map((v) => v.key),
    );

    await tx
      .insert(appMeta)
      .values({ key: VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } });
    return { seeded: true, version };
  });
  // The planner's statistics for the new rows: PGlite runs no autovacuum to gather them, so without this it would
  // guess at every table for as long as the database lives (on PostgreSQL, autovacuum would soon do the same).
  if (result.seeded) await db.execute(sql`analyze`);
  return result;
}
