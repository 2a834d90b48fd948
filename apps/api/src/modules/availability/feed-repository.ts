import { and, asc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { bookings, vendorCalendars, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";

// The calendar feed's SQL (docs/decisions/0056): its secret is kept only as its SHA-256, and what the feed shows of a
// booking is read here, without the shopper's name or phone.

/** The most bookings one feed lists (a busy vendor's season, many times over). */
const FEED_BOOKINGS_MAX = 2000;

/** The booking statuses a feed shows: what the vendor has to do or to answer. */
export const FEED_STATUSES = ["received", "confirmed"] as const;

export class FeedRepository {
  constructor(private readonly db: Db) {}

  /** Keeps the feed's new secret (its hash), or none (null): the one before stops working at once. */
  async setSecretHash(vendorId: string, feedTokenHash: string | null): Promise<void> {
    await this.db
      .insert(vendorCalendars)
      .values({ vendorId, feedTokenHash })
      .onConflictDoUpdate({ target: vendorCalendars.vendorId, set: { feedTokenHash, updatedAt: new Date() } });
  }

  /** The business whose feed has this secret's hash; null for none. */
  async vendorOf(feedTokenHash: string): Promise<{ vendorId: string; vendorName: string } | null> {
    const [row] = await this.db
      .select({ vendorId: vendors.id, vendorName: vendors.name })
      .from(vendorCalendars)
      .innerJoin(vendors, eq(vendors.id, vendorCalendars.vendorId))
      .where(eq(vendorCalendars.feedTokenHash, feedTokenHash));
    return row ?? null;
  }

  /** The vendor's received and confirmed bookings with an event date from `from`, soonest first: no personal data. */
  bookings(vendorId: string, from: string) {
    return this.db
      .select({
        id: bookings.id,
        offeringName: bookings.offeringName,
        eventDate: bookings.eventDate,
        locality: bookings.locality,
        status: bookings.status,
        updatedAt: bookings.updatedAt,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.vendorId, vendorId),
          isNotNull(bookings.eventDate),
          gte(bookings.eventDate, from),
          inArray(bookings.status, [...FEED_STATUSES]),
        ),
      )
      .orderBy(asc(bookings.eventDate), asc(bookings.id))
      .limit(FEED_BOOKINGS_MAX);
  }
}
