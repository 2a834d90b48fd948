import { sql } from "drizzle-orm";
import type { SQL, SQLWrapper } from "drizzle-orm";
import { DAY_HOLDING_STATUSES } from "@utsav/domain";

// Whether a vendor, or one of its offerings, is free on a date, as one SQL condition (docs/decisions/0056, 0058): not
// blocked, nor full by the capacity that applies. Brief matching asks it of a vendor; lists and search ("Free on my
// date") of each offering on sale. The booking check itself (day-hold.ts) reads the same tables under a lock.

/** The booking statuses that hold a day, as SQL. */
export const holdingStatusesSql = sql.join(
  DAY_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * On a query that names a vendor's id (`vendorId`, a column or SQL) and, optionally, an offering's (`offeringId`):
 * free on `date`. With an offering, the capacity that applies is the offering's own (against its own bookings) where it
 * has one, else the vendor's (against all of the vendor's); without one, the vendor's.
 */
export function freeOnSql(date: string, vendorId: SQLWrapper, offeringId: SQLWrapper | null = null): SQL {
  const ownCapacity =
    offeringId === null ? sql`null::int` : sql`(select oc.daily_capacity from offering_capacities oc where oc.offering_id = ${offeringId})`;
  return sql`(not exists (select 1 from vendor_blocked_days d
                          where d.vendor_id = ${vendorId} and d.starts_on <= ${date} and d.ends_on >= ${date})
          and not exists (
            select 1 from (
              select ${ownCapacity} as own,
                     (select vc.daily_capacity from vendor_calendars vc where vc.vendor_id = ${vendorId}) as shared
            ) c
            where coalesce(c.own, c.shared) is not null
              and coalesce(c.own, c.shared) <= (select count(*) from bookings b
                where b.vendor_id = ${vendorId} and b.event_date = ${date} and b.status in (${holdingStatusesSql})
                  and (c.own is null or b.offering_id = ${offeringId ?? sql`null`}))))`;
}
