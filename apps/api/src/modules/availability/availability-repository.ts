import { randomUUID } from "node:crypto";
import { and, asc, count, eq, gte, inArray, lte, ne, sql } from "drizzle-orm";
import { DAY_HOLDING_STATUSES, OFFERING_STATUS } from "@utsav/domain";
import { advisoryLock, bookings, offeringCapacities, offerings, vendorBlockedDays, vendorCalendars, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { onSale } from "../catalogue/index.ts";
import { freeOnSql } from "./free-days.ts";

// The SQL of availability (docs/decisions/0056): a vendor's capacities and blocked ranges, and the bookings that hold
// its days. The booking check itself is day-hold.ts; the calendar feed's secret is feed-repository.ts.

export type BlockRow = typeof vendorBlockedDays.$inferSelect;

/** Bookings that hold a day, counted by date, of a vendor or of one of its offerings. */
export interface HeldDays {
  vendorId: string;
  from: string;
  to: string;
  /** Only this offering's bookings (an offering with a capacity of its own). */
  offeringId?: string;
}

export class AvailabilityRepository {
  constructor(private readonly db: Db) {}

  /** The vendor's own daily capacity; null for no limit (or no calendar row yet). */
  async vendorCapacity(vendorId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ dailyCapacity: vendorCalendars.dailyCapacity })
      .from(vendorCalendars)
      .where(eq(vendorCalendars.vendorId, vendorId));
    return row?.dailyCapacity ?? null;
  }

  /** Whether the vendor has a calendar feed link. */
  async feedActive(vendorId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ hash: vendorCalendars.feedTokenHash })
      .from(vendorCalendars)
      .where(eq(vendorCalendars.vendorId, vendorId));
    return Boolean(row?.hash);
  }

  async setVendorCapacity(vendorId: string, dailyCapacity: number | null): Promise<void> {
    await this.db
      .insert(vendorCalendars)
      .values({ vendorId, dailyCapacity })
      .onConflictDoUpdate({ target: vendorCalendars.vendorId, set: { dailyCapacity, updatedAt: new Date() } });
  }

  /** The vendor's live and paused offerings, oldest first, each with its own capacity (null: the vendor's). */
  offerings(vendorId: string) {
    return this.db
      .select({ offeringId: offerings.id, title: offerings.title, dailyCapacity: offeringCapacities.dailyCapacity })
      .from(offerings)
      .leftJoin(offeringCapacities, eq(offeringCapacities.offeringId, offerings.id))
      .where(and(eq(offerings.vendorId, vendorId), ne(offerings.status, OFFERING_STATUS.deleted)))
      .orderBy(asc(offerings.createdAt), asc(offerings.id));
  }

  /** Sets or (null) removes an offering's own capacity; false when the offering is not one of the vendor's. */
  async setOfferingCapacity(vendorId: string, offeringId: string, dailyCapacity: number | null): Promise<boolean> {
    const [offering] = await this.db
      .select({ id: offerings.id })
      .from(offerings)
      .where(and(eq(offerings.id, offeringId), eq(offerings.vendorId, vendorId), ne(offerings.status, OFFERING_STATUS.deleted)));
    if (!offering) return false;
    if (dailyCapacity === null) {
      await this.db.delete(offeringCapacities).where(eq(offeringCapacities.offeringId, offeringId));
    } else {
      await this.db
        .insert(offeringCapacities)
        .values({ offeringId, vendorId, dailyCapacity })
        .onConflictDoUpdate({ target: offeringCapacities.offeringId, set: { dailyCapacity } });
    }
    return true;
  }

  /** The vendor's blocked ranges that end on or after `from` (and start on or before `to`, when given), soonest first. */
  blocks(vendorId: string, from: string, to?: string): Promise<BlockRow[]> {
    return this.db
      .select()
      .from(vendorBlockedDays)
      .where(
        and(
          eq(vendorBlockedDays.vendorId, vendorId),
          gte(vendorBlockedDays.endsOn, from),
          to === undefined ? undefined : lte(vendorBlockedDays.startsOn, to),
        ),
      )
      .orderBy(asc(vendorBlockedDays.startsOn), asc(vendorBlockedDays.endsOn), asc(vendorBlockedDays.id));
  }

  /**
   * Adds a blocked range unless the vendor already keeps `max` that end on or after `today`, under a lock per vendor so
   * that two adds at once are counted one after the other. False when refused.
   */
  async addBlock(vendorId: string, block: { startsOn: string; endsOn: string; note: string | null }, today: string, max: number) {
    return this.db.transaction(async (tx) => {
      await advisoryLock(tx, `availability-blocks:${vendorId}`);
      const [kept] = await tx
        .select({ n: count() })
        .from(vendorBlockedDays)
        .where(and(eq(vendorBlockedDays.vendorId, vendorId), gte(vendorBlockedDays.endsOn, today)));
      if ((kept?.n ?? 0) >= max) return false;
      await tx.insert(vendorBlockedDays).values({ id: `vb_${randomUUID().replace(/-/g, "")}`, vendorId, ...block });
      return true;
    });
  }

  /** Removes one of the vendor's blocked ranges; false when it is not one of them. */
  async removeBlock(vendorId: string, id: string): Promise<boolean> {
    const removed = await this.db
      .delete(vendorBlockedDays)
      .where(and(eq(vendorBlockedDays.id, id), eq(vendorBlockedDays.vendorId, vendorId)))
      .returning({ id: vendorBlockedDays.id });
    return removed.length > 0;
  }

  /** How many bookings hold each day from `from` to `to` (days none holds are absent). */
  async heldByDay({ vendorId, from, to, offeringId }: HeldDays): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ date: sql<string>`${bookings.eventDate}`, n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.vendorId, vendorId),
          gte(bookings.eventDate, from),
          lte(bookings.eventDate, to),
          inArray(bookings.status, [...DAY_HOLDING_STATUSES]),
          offeringId === undefined ? undefined : eq(bookings.offeringId, offeringId),
        ),
      )
      .groupBy(bookings.eventDate);
    return new Map(rows.map((row) => [row.date, row.n]));
  }

  /** An offering on sale (the go-live gate), with its vendor and the capacities that may apply to it; null otherwise. */
  async liveOffering(offeringId: string) {
    const [row] = await this.db
      .select({
        vendorId: offerings.vendorId,
        vendorCapacity: vendorCalendars.dailyCapacity,
        offeringCapacity: offeringCapacities.dailyCapacity,
      })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .leftJoin(vendorCalendars, eq(vendorCalendars.vendorId, offerings.vendorId))
      .leftJoin(offeringCapacities, eq(offeringCapacities.offeringId, offerings.id))
      .where(and(eq(offerings.id, offeringId), onSale));
    return row ?? null;
  }

  /** The offerings on sale whose vendors cannot take a booking for them on `date`: blocked, or full (decision 58). */
  async offeringsNotFreeOn(date: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: offerings.id })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(onSale, sql`not ${freeOnSql(date, offerings.vendorId, offerings.id)}`));
    return rows.map((row) => row.id);
  }
}
