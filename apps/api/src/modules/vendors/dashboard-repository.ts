import { and, desc, eq, sql } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import { bookings, callLeads, offerings, users } from "@utsav/db";
import type { Db } from "@utsav/db";

/** How many of the latest bookings and leads the dashboard lists. */
export const DASHBOARD_LATEST = 10;

const lastWeek = (column: typeof bookings.createdAt | typeof callLeads.createdAt) => sql`${column} >= now() - interval '7 days'`;

/** What a vendor's dashboard counts and lists: offerings, bookings and call leads of this vendor only. */
export class VendorDashboardRepository {
  constructor(private readonly db: Db) {}

  async counts(vendorId: string) {
    const [live, booked, leads] = await Promise.all([
      this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(offerings)
        .where(and(eq(offerings.vendorId, vendorId), eq(offerings.status, OFFERING_STATUS.live))),
      this.db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          week: sql<number>`count(*) filter (where ${lastWeek(bookings.createdAt)})`.mapWith(Number),
        })
        .from(bookings)
        .where(eq(bookings.vendorId, vendorId)),
      this.db
        .select({
          total: sql<number>`count(*)`.mapWith(Number),
          week: sql<number>`count(*) filter (where ${lastWeek(callLeads.createdAt)})`.mapWith(Number),
        })
        .from(callLeads)
        .where(eq(callLeads.vendorId, vendorId)),
    ]);
    return {
      liveOfferings: live[0]?.n ?? 0,
      bookingsThisWeek: booked[0]?.week ?? 0,
      bookingsTotal: booked[0]?.total ?? 0,
      leadsThisWeek: leads[0]?.week ?? 0,
      leadsTotal: leads[0]?.total ?? 0,
    };
  }

  /** The newest bookings with what the consumer entered and the offering's booking fields (for the labels). */
  async latestBookings(vendorId: string) {
    return this.db
      .select({
        id: bookings.id,
        offeringId: bookings.offeringId,
        offeringName: bookings.offeringName,
        createdAt: bookings.createdAt,
        bookingData: bookings.bookingData,
        bookingAttributes: offerings.bookingAttributes,
      })
      .from(bookings)
      .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
      .where(eq(bookings.vendorId, vendorId))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(DASHBOARD_LATEST);
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
