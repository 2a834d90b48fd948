import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  asDate,
  bookingEvents,
  bookings,
  callLeads,
  offerings,
  queryRows,
  uniqueViolation,
  users,
  vendorProfiles,
  vendors,
} from "@utsav/db";
import type { Db } from "@utsav/db";
import { onSale } from "../catalogue/storefront-gate.ts";
import { NotificationOutboxRepository } from "../../platform/outbox/outbox-repository.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recipientColumns } from "../notifications/vendor-recipients.ts";

export type BookingRow = typeof bookings.$inferSelect;
/** A booking as placed: what the shopper (or the accepted quote) gives; the database adds the rest. */
export type NewBooking = Omit<BookingRow, "id" | "createdAt" | "updatedAt" | "status">;

/** Bookings and call leads: how shoppers reach vendors. */
export class LeadRepository {
  constructor(private readonly db: Db) {}

  /**
   * An offering on sale (storefront-gate.ts) with its vendor, by id: shoppers book and call only what they can see.
   * With it, where the vendor is told of bookings and leads: the account's phone (else the listed one) and the
   * Contact section's e-mail (docs/decisions/0021).
   */
  async liveOffering(id: string) {
    const [row] = await this.db
      .select({
        offering: offerings,
        vendor: vendors,
        recipients: recipientColumns,
      })
      .from(offerings)
      .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .where(and(eq(offerings.id, id), onSale));
    return row ?? null;
  }

  /**
   * Stores a booking once per idempotency key: a repeat with the key returns the booking made first (whatever
   * the body), and the caller compares request hashes. Without a key every call stores a new booking. A new booking
   * is stored with the first row of its history and the messages `notify` drafts, in one statement.
   */
  async createBooking(
    booking: NewBooking,
    notify: (booking: NewBooking & { id: string }) => OutboxDraft[],
  ): Promise<{ booking: BookingRow; created: boolean }> {
    try {
      return { booking: await LeadRepository.insertBooking(this.db, booking, notify), created: true };
    } catch (error) {
      if (booking.idempotencyKey === null || uniqueViolation(error) !== "bookings_idempotency_key_unique") throw error;
    }
    // The key was taken, by an earlier request or by one running at the same moment, which has committed.
    const [existing] = await this.db.select().from(bookings).where(eq(bookings.idempotencyKey, booking.idempotencyKey));
    return { booking: existing!, created: false };
  }

  /**
   * Inserts a booking with the first row of its history (placed by the shopper) and the messages `notify` drafts,
   * as one statement: on the embedded database, whose one connection serves every request, a booking then holds it
   * for one statement instead of a transaction of five (docs/decisions/0026-performance.md). Fails on a taken
   * idempotency key, inserting nothing. Every booking is placed this way, whether from an offering's form or from
   * an accepted quote, on `db` or the caller's transaction (docs/decisions/0023).
   */
  static async insertBooking(
    db: Db,
    booking: NewBooking,
    notify: (booking: NewBooking & { id: string }) => OutboxDraft[],
  ): Promise<BookingRow> {
    const id = `bk_${randomUUID().replace(/-/g, "")}`;
    // Every booking starts received (docs/decisions/0021); the row, its history and the answer say so alike.
    const status = "received";
    const placed = db
      .insert(bookings)
      .values({ ...booking, id, status })
      .returning({ createdAt: bookings.createdAt });
    const history = db.insert(bookingEvents).values({
      id: `be_${randomUUID().replace(/-/g, "")}`,
      bookingId: id,
      actor: "shopper",
      actorUserId: booking.userId,
      fromStatus: null,
      toStatus: status,
      reason: null,
    });
    const drafts = notify({ ...booking, id });
    const messages = drafts.length > 0 ? sql`, messages as ${NotificationOutboxRepository.insertion(db, drafts)}` : sql``;
    const [row] = await queryRows<{ created_at: Date | string }>(
      db,
      sql`with placed as ${placed}, history as ${history}${messages} select created_at from placed`,
    );
    const createdAt = asDate(row!.created_at);
    return { ...booking, id, status, createdAt, updatedAt: createdAt };
  }

  /** The name and phone number of a consumer account (for the vendor's call-lead message). */
  async consumer(userId: string): Promise<{ name: string | null; phone: string } | null> {
    const [row] = await this.db.select({ name: users.fullName, phone: users.phone }).from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /**
   * Records a contact reveal once per consumer, offering and day, unless the consumer already made `limit` reveals
   * today; repeating one of today's reveals is always allowed. Returns false, storing nothing, when refused: a lead
   * stands for a number the consumer actually received (found by the fuzz suite: the refused reveal used to be
   * stored). Two reveals at the same instant may pass the limit by one, which a limit against scraping tolerates.
   */
  async recordCallLead(
    userId: string,
    offeringId: string,
    vendorId: string,
    limit: number,
    notify: (leadId: string) => OutboxDraft[],
  ): Promise<boolean> {
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
    // A new lead and the vendor's message commit together; a lead already recorded today sends nothing again.
    await this.db.transaction(async (tx) => {
      const [lead] = await tx
        .insert(callLeads)
        .values({ id: randomUUID(), userId, offeringId, vendorId, day })
        .onConflictDoNothing()
        .returning({ id: callLeads.id });
      if (lead) await NotificationOutboxRepository.enqueue(tx, notify(lead.id));
    });
    return true;
  }
}
