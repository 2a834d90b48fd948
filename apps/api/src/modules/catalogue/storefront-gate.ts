import { and, eq, isNull, sql } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import { allOf, builtOnce, offerings, UNNAMED, users, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { recipientColumns } from "../notifications/index.ts";
import { notHeldForLicence } from "./food-licence.ts";

// The go-live gate (docs/decisions/0020): what consumers may see, in every read of theirs (pages, lists, collections,
// search, suggestions, the sitemap, bookings and call leads). An offering is on sale when its vendor has it live,
// operators have not hidden it, its vendor is approved and not paused, and, for food, the vendor's FSSAI licence is on
// file (docs/decisions/0022). The catalogue's own vendors are approved.

/** On offerings joined with vendors (Drizzle's query builder). */
export const onSale = allOf(
  eq(offerings.status, OFFERING_STATUS.live),
  isNull(offerings.hiddenAt),
  eq(vendors.reviewState, "approved"),
  isNull(vendors.pausedAt),
  notHeldForLicence(),
);

/** The offering's part alone, on offerings `o` (search's own SQL). */
export const offeringOnSaleSql = sql`(o.status = ${OFFERING_STATUS.live} and o.hidden_at is null and ${notHeldForLicence("o")})`;
/** The vendor's part alone, on vendors `v`. */
export const vendorOnSaleSql = sql`(v.review_state = 'approved' and v.paused_at is null)`;
/** Both, on offerings `o` joined with vendors `v`. */
export const onSaleSql = sql`(${offeringOnSaleSql} and ${vendorOnSaleSql})`;

/**
 * An offering on sale with its vendor, by id: consumers book and call only what they can see.
 * With it, where the vendor is told of bookings and leads: the account's phone (else the listed one) and the
 * Contact section's e-mail (docs/decisions/0021).
 */
export async function liveOffering(db: Db, id: string) {
  const [row] = await liveOfferingQuery(db).execute({ id });
  return row ?? null;
}

/** Built once for each database handle (docs/decisions/0089): it is read by every booking, call lead and press. */
const liveOfferingQuery = builtOnce((db) =>
  db
    .select({
      offering: offerings,
      vendor: vendors,
      recipients: recipientColumns,
    })
    .from(offerings)
    .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
    .where(and(eq(offerings.id, sql.placeholder("id")), onSale))
    .prepare(UNNAMED),
);
