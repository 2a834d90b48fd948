import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { bookings, callLeads, offerings, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { onSale } from "./storefront-gate.ts";

export type BookingRow = typeof bookings.$inferSelect;

/** Bookings and call leads: how shoppers reach vendors. */
export class LeadRepository {
  constructor(private readonly db: Db) {}

  /** An offering on sale (storefront-gate.ts) with its vendor, by id: shoppers book and call only what they can see. */
  async liveOffering(id: string) {
    const [row] = await this.db
      .select({ offering: offerings, vendor: vendors })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .where(and(eq(offerings.id, id), onSale));
    return row ?? null;
  }

  /**
   * Stores a booking once per idempotency key: a repeat with the key returns the booking made first (whatever
   * the body), and the caller compares request hashes. Without a key every call stores a new booking.
   */
  async createBooking(booking: Omit<BookingRow, "id" | "createdAt" | "status">): Promise<{ booking: BookingRow; created: boolean }> {
    const inserted = await this.db
      .insert(bookings)
      .values({ ...booking, id: `bk_${randomUUID().replace(/-/g, "")}` })
      .onConflictDoNothing({ target: bookings.idempotencyKey })
      .returning();
    if (inserted[0]) return { booking: inserted[0], created: true };
    const [existing] = await this.db.select().from(bookings).where(eq(bookings.idempotencyKey, booking.idempotencyKey!));
    return { booking: existing!, created: false };
  }

  /**
   * Records a contact reveal once per consumer, offering and day, unless the consumer already made `limit` reveals
   * today; repeating one of today's reveals is always allowed. Returns false, storing nothing, when refused: a lead
   * stands for a number the consumer actually received (found by the fuzz suite: the refused reveal used to be
   * stored). Two reveals at the same instant may pass the limit by one, which a limit against scraping tolerates.
   */
  async recordCallLead(userId: string, offeringId: string, vendorId: string, limit: number): Promise<boolean> {
    const day = new Date().toISOString().slice(0, 10);
    const today = and(eq(callLeads.userId, userId), eq(callLeads.day, day));
    const [repeat] = await this.db
      .select({ id: callLeads.id })
      .from(callLeads)
      .where(and(today, eq(callLeads.offeringId, offeringId)))
      .limit(1);
    if (repeat) return true;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(callLeads)
      .where(today);
    if (Number(row?.n ?? 0) >= limit) return false;
    await this.db.insert(callLeads).values({ id: randomUUID(), userId, offeringId, vendorId, day }).onConflictDoNothing();
    return true;
  }
}
