import { and, desc, eq, isNotNull, ne, not, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import { allOf, anyOf, bookings, callLeads, offerings, users, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { onSale } from "../catalogue/index.ts";

/** How many of the latest bookings and leads the dashboard lists. */
export const DASHBOARD_LATEST = 10;

const lastWeek = (column: typeof bookings.createdAt | typeof callLeads.createdAt) => sql`${column} >= now() - interval '7 days'`;

const count = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
/** Hidden by operators: the offering itself, or the whole business paused. */
const hidden = anyOf(isNotNull(offerings.hiddenAt), isNotNull(vendors.pausedAt));
/** Waiting for the operators' approval of the vendor (docs/decisions/0020). */
const waiting = allOf(not(hidden), ne(vendors.reviewState, "approved"));

/**
 * The vendor's live offerings (status live) by what shoppers see of them (docs/decisions/0038): on sale by the
 * storefront's own gate (`onSale`), hidden by operators, waiting for review, and the rest, which the gate holds back
 * for another of its rules (today only food without an FSSAI licence). The four do not overlap.
 */
async function offeringReach(db: Db, vendorId: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), live: count(onSale), hidden: count(hidden), waiting: count(waiting) })
    .from(offerings)
    .innerJoin(vendors, eq(vendors.id, offerings.vendorId))
    .where(and(eq(offerings.vendorId, vendorId), eq(offerings.status, OFFERING_STATUS.live)));
  const { total = 0, live = 0, hidden: hiddenCount = 0, waiting: waitingCount = 0 } = row ?? {};
  return {
    liveOfferings: live,
    waitingOfferings: waitingCount,
    hiddenOfferings: hiddenCount,
    licenceOfferings: total - live - hiddenCount - waitingCount,
  };
}

/** What a vendor's dashboard counts and lists: offerings, bookings and call leads of this vendor only. */
export class VendorDashboardRepository {
  constructor(private readonly db: Db) {}

  async counts(vendorId: string) {
    const [reach, booked, leads] = await Promise.all([
      offeringReach(this.db, vendorId),
      this.db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          week: sql<number>`count(*) filter (where ${lastWeek(bookings.createdAt)})`.mapWith(Number),
        })
        .from(bookings)
        .where(and(eq(bookings.vendorId, vendorId), isNotNull(bookings.receivedAt))),
      this.db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          week: sql<number>`count(*) filter (where ${lastWeek(callLeads.createdAt)})`.mapWith(Number),
        })
        .from(callLeads)
        .where(eq(callLeads.vendorId, vendorId)),
    ]);
    return {
      ...reach,
      bookingsThisWeek: booked[0]?.week ?? 0,
      bookingsTotal: booked[0]?.total ?? 0,
      leadsThisWeek: leads[0]?.week ?? 0,
      leadsTotal: leads[0]?.total ?? 0,
    };
  }

  /** The newest bookings with what the consumer entered and the offering's booking fields (for the labels). */
  async latestBookings(vendorId: string) {
    return (
      this.db
        .select({
          id: bookings.id,
          offeringId: bookings.offeringId,
          offeringName: bookings.offeringName,
          createdAt: bookings.createdAt,
          status: bookings.status,
          bookingData: bookings.bookingData,
          bookingAttributes: offerings.bookingAttributes,
        })
        .from(bookings)
        .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
        // Only bookings that reached the vendor: placed, or their advance paid (docs/decisions/0048).
        .where(and(eq(bookings.vendorId, vendorId), isNotNull(bookings.receivedAt)))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(DASHBOARD_LATEST)
    );
  }

  /** The newest call leads with the consumer who asked for the number. */
  async latestLeads(vendorId: string) {
    return this.db
      .select({
        id: callLeads.id,
        offeringId: callLeads.offeringId,
        offeringName: offerings.title,
        createdAt: callLeads.createdAt,
        consumerName: users.fullName,
        consumerPhone: users.phone,
      })
      .from(callLeads)
      .innerJoin(offerings, eq(offerings.id, callLeads.offeringId))
      .innerJoin(users, eq(users.id, callLeads.userId))
      .where(eq(callLeads.vendorId, vendorId))
      .orderBy(desc(callLeads.createdAt), desc(callLeads.id))
      .limit(DASHBOARD_LATEST);
  }
}
