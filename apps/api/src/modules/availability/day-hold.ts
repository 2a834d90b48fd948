import { sql } from "drizzle-orm";
import { availabilityMessageFor, DATE_UNAVAILABLE } from "@utsav/domain";
import type { DayUnavailable } from "@utsav/domain";
import { advisoryLock, queryRows, requireRow } from "@utsav/db";
import type { Database, Db } from "@utsav/db";
import { HttpError } from "../../platform/http/http-errors.ts";
import { holdingStatusesSql } from "./free-days.ts";

// The booking check (docs/decisions/0056): a booking, from an offering's form or an accepted quote, is refused on a day
// its vendor blocked, and on a day whose capacity the bookings that hold it reach. The count and the insert happen one
// booking of the vendor's day at a time (an advisory lock on PostgreSQL, the process's queue on the embedded database),
// so two shoppers taking the last place at once are one after the other; a vendor with no capacity that applies takes no lock,
// and its booking stays the one statement it was (decision 26).

/** The day a booking asks for, of one offering of one vendor. */
export interface BookedDay {
  vendorId: string;
  offeringId: string;
  /** YYYY-MM-DD */
  date: string;
}

/** The 409 a booking on a blocked or full day answers, with the words of packages/domain. */
export function dayUnavailable(reason: DayUnavailable, date: string): HttpError {
  const message = reason === "blocked" ? availabilityMessageFor.dayBlocked(date) : availabilityMessageFor.dayFull(date);
  return new HttpError(409, message, DATE_UNAVAILABLE);
}

/** Whether an error is a booking's refusal for its date. */
export function isDayRefusal(error: unknown): error is HttpError {
  return error instanceof HttpError && error.errorCode === DATE_UNAVAILABLE;
}

interface DayRow {
  blocked: boolean;
  capacity: number | null;
  held: number | null;
}

/**
 * The day's state in one statement: blocked or not, the capacity that applies (the offering's own, else its vendor's:
 * capacityFor) and, when `count`, the bookings that hold the day against it (the offering's alone where it has its own).
 */
async function dayState(db: Db, { vendorId, offeringId, date }: BookedDay, count: boolean): Promise<DayRow> {
  const held = count
    ? sql`(select count(*)::int from bookings b
          where b.vendor_id = ${vendorId} and b.event_date = ${date} and b.status in (${holdingStatusesSql})
            and (oc.daily_capacity is null or b.offering_id = ${offeringId}))`
    : sql`null::int`;
  const rows = await queryRows<DayRow>(
    db,
    sql`select
          exists (select 1 from vendor_blocked_days d
                  where d.vendor_id = ${vendorId} and d.starts_on <= ${date} and d.ends_on >= ${date}) as blocked,
          coalesce(oc.daily_capacity, vc.daily_capacity) as capacity,
          ${held} as held
        from (select 1) as one
        left join vendor_calendars vc on vc.vendor_id = ${vendorId}
        left join offering_capacities oc on oc.offering_id = ${offeringId} and oc.vendor_id = ${vendorId}`,
  );
  return requireRow(rows, "the day's state");
}

export const DayHold = {
  /**
   * Refuses a blocked day (409) and answers whether a capacity applies to the day, so that the booking must be placed
   * through `place`. One statement, no lock.
   */
  async check(db: Db, day: BookedDay): Promise<boolean> {
    const state = await dayState(db, day, false);
    if (state.blocked) throw dayUnavailable("blocked", day.date);
    return state.capacity !== null;
  },

  /**
   * Places a booking on a day with a capacity: `insert` runs while no other booking of the vendor's day is counted or
   * placed (Database.serially under the day's key: an advisory lock in a transaction on PostgreSQL, the process's queue on
   * the embedded database, which then holds its one connection only for each statement), after the day is counted
   * and refused when full or blocked (409). What was committed before is counted.
   */
  place<T>(database: Pick<Database, "serially">, day: BookedDay, insert: (db: Db) => Promise<T>): Promise<T> {
    return database.serially(dayKey(day), async (db) => {
      await refuseUnavailable(db, day);
      return insert(db);
    });
  },

  /** Refuses the day now, blocked or full (409), without a lock: a check before work that costs, not the booking's own. */
  refuse: (db: Db, day: BookedDay): Promise<void> => refuseUnavailable(db, day),

  /** Both, in a transaction the caller holds (an accepted quote's): the day's lock only where a capacity applies. */
  async guard(tx: Db, day: BookedDay): Promise<void> {
    if (!(await DayHold.check(tx, day))) return;
    await advisoryLock(tx, dayKey(day));
    await refuseUnavailable(tx, day);
  },
};

/**
 * The key a day's bookings are placed under, one at a time: the vendor's day. Everything a booking's count reads is
 * that vendor's bookings on that date (the offering's alone where it has its own capacity, which is within it), so
 * bookings of one vendor on different days never wait for each other: a popular vendor's Diwali bookings spread over
 * its dates, and only those for the same day queue (docs/capacity.md).
 */
export const dayKey = (day: Pick<BookedDay, "vendorId" | "date">) => `availability:${day.vendorId}:${day.date}`;

/** Refuses the day when it is blocked or its holding bookings reach the capacity (409). */
async function refuseUnavailable(db: Db, day: BookedDay): Promise<void> {
  const state = await dayState(db, day, true);
  if (state.blocked) throw dayUnavailable("blocked", day.date);
  if (state.capacity !== null && (state.held ?? 0) >= state.capacity) throw dayUnavailable("full", day.date);
}
