import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { FOOD_CATEGORIES } from "@utsav/domain";

// Documents follow what is sold (decision 0022): a food offering (sweets) of a vendor account reaches consumers only
// while the vendor has an FSSAI licence on file that has not expired (in India's calendar). The catalogue's own
// vendors hold theirs outside the product.

const foodList = () =>
  sql.join(
    FOOD_CATEGORIES.map((c) => sql`${c}`),
    sql`, `,
  );
const todayInIndia = sql`to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** True for a vendor id whose FSSAI licence is on file and current. */
export const hasFoodLicence = (vendorId: SQL | string) =>
  sql`exists (select 1 from vendor_kyc_documents fl where fl.vendor_id = ${vendorId} and fl.type = 'fssai'
    and (fl.expiry_date is null or fl.expiry_date >= ${todayInIndia}))`;

/**
 * The condition an offering row (alias `alias`, with its category, source and vendor_id) meets to be shown: not a
 * vendor account's food offering without a licence.
 */
export function notHeldForLicence(alias = "offerings"): SQL {
  const o = sql.raw(`"${alias}"`);
  return sql`not (${o}.category in (${foodList()}) and ${o}.source = 'vendor' and not ${hasFoodLicence(sql`${o}.vendor_id`)})`;
}
