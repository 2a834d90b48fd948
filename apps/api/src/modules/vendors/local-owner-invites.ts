import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { VENDORS } from "@utsav/catalogue";
import { queryRows, vendorInvites, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";

// Local runs only (APP_ENV=local, never production nor tests): each catalogue vendor is invited to a fixed number, so a
// newcomer signs in at /vendor/login with it and runs that business (docs/decisions/0033; the table is in README.md,
// "Signing in locally"). The numbers are of no one: 90000 00101 to 00110 are used nowhere else in the code or tests.

/** The business the README names first, at 90000 00101: the one its walkthroughs book. The others follow in the catalogue's order. */
const FIRST_LOCAL_BUSINESS = "jaya-studio";

/** The first local number's ten digits, less one: the n-th business (from 1) signs in with 9000000100 + n. */
const LOCAL_NUMBER_BASE = 9_000_000_100;

/** Each catalogue vendor's key, and the number its owner signs in with on a local run. */
export const LOCAL_OWNER_NUMBERS: readonly { vendorId: string; phone: string }[] = [
  ...VENDORS.filter((vendor) => vendor.key === FIRST_LOCAL_BUSINESS),
  ...VENDORS.filter((vendor) => vendor.key !== FIRST_LOCAL_BUSINESS),
].map((vendor, i) => ({ vendorId: vendor.key, phone: `+91${LOCAL_NUMBER_BASE + i + 1}` }));

/** Who the invitations name as having made them: the local run itself. */
export const LOCAL_RUN_INVITER = "local-run";

/**
 * Invites each catalogue vendor's local number once, in one statement: a vendor with no owner whose number was never
 * invited. An invitation revoked or accepted is not made again, so a local run keeps what was done with it. Answers how
 * many it made.
 */
export async function inviteLocalOwners(db: Db): Promise<number> {
  const wanted = sql.join(
    LOCAL_OWNER_NUMBERS.map(({ vendorId, phone }) => sql`(${`vi_${randomUUID().replace(/-/g, "")}`}, ${vendorId}, ${phone})`),
    sql`, `,
  );
  const made = await queryRows<{ id: string }>(
    db,
    sql`insert into ${vendorInvites} (id, vendor_id, phone, role, invited_by)
        select wanted.id, wanted.vendor_id, wanted.phone, 'owner', ${LOCAL_RUN_INVITER}
        from (values ${wanted}) as wanted (id, vendor_id, phone)
        join ${vendors} on ${vendors.id} = wanted.vendor_id and ${vendors.ownerUserId} is null
        where not exists (
          select 1 from ${vendorInvites} invited where invited.vendor_id = wanted.vendor_id and invited.phone = wanted.phone
        )
        on conflict do nothing
        returning id`,
  );
  return made.length;
}
