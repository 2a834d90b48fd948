import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { bookings, offerings, vendors } from "@utsav/db";
import type { SQL } from "drizzle-orm";
import { queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";

// What waits for an answer (docs/decisions/0037): bookings still received, and brief matches a vendor has not
// answered on an open brief not past its date, each longer than its threshold. One list, by vendor: the vendor whose
// oldest item has waited longest first, then its items oldest first.

/** Where a page starts: after this row of the order (vendor's oldest, vendor, since, id); times exact to the microsecond. */
export interface WaitingMark {
  vendorOldest: string;
  vendorId: string;
  since: string;
  id: string;
}

export interface WaitingFilter {
  bookingHours: number;
  briefHours: number;
  /** Today in India (YYYY-MM-DD): a brief dated before it has expired. */
  today: string;
  after?: WaitingMark;
  limit: number;
}

/** One row of the list: a booking or a brief match, with its vendor, and its order's key as exact text. */
export interface WaitingRow {
  kind: "booking" | "brief";
  /** The booking's id, or the brief match's. */
  id: string;
  vendorId: string;
  vendorName: string;
  vendorWaiting: number;
  vendorOldest: string;
  since: string;
  offeringName: string | null;
  bookingData: Record<string, string> | null;
  /** The booking's offering's form, whose address field (if any) names the place. */
  bookingAttributes: { label: string; field: string }[] | null;
  briefId: string | null;
  occasion: string | null;
  eventDate: string | null;
  locality: string | null;
  vendorsCount: number | null;
}

/** A time stamp as text that keeps its microseconds, in UTC, for the cursor; read back with ::timestamptz. */
const exact = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Who to call about a booking or a brief: the vendor's account phone (else its listed one) and the shopper's. */
export interface ContactsRow {
  vendorId: string;
  vendorName: string;
  vendorPhone: string | null;
  shopperName: string | null;
  shopperPhone: string | null;
}

/** A confirmed booking with a problem reported, as the Waiting page lists it. */
export type ProblemRow = Awaited<ReturnType<WaitingRepository["problems"]>>[number];

export class WaitingRepository {
  constructor(private readonly db: Db) {}

  /** Confirmed bookings with a problem reported, oldest report first (docs/decisions/0054). */
  problems(limit: number) {
    return this.db
      .select({
        id: bookings.id,
        offeringName: bookings.offeringName,
        eventDate: bookings.eventDate,
        locality: bookings.locality,
        bookingData: bookings.bookingData,
        bookingAttributes: offerings.bookingAttributes,
        vendorName: vendors.name,
        problemReportedAt: sql<Date>`${bookings.problemReportedAt}`.mapWith(bookings.problemReportedAt),
        problemReportedBy: bookings.problemReportedBy,
        problemNote: bookings.problemNote,
      })
      .from(bookings)
      .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
      .innerJoin(vendors, eq(vendors.id, bookings.vendorId))
      .where(and(eq(bookings.status, "confirmed"), isNotNull(bookings.problemReportedAt)))
      .orderBy(asc(bookings.problemReportedAt), asc(bookings.id))
      .limit(limit);
  }

  /** A page of the list, `limit` rows and one more (to tell whether a next page exists). */
  async page(filter: WaitingFilter): Promise<WaitingRow[]> {
    const after = filter.after
      ? sql`(r.vendor_oldest, r.vendor_id, r.since, r.id) > (${filter.after.vendorOldest}::timestamptz, ${filter.after.vendorId},
            ${filter.after.since}::timestamptz, ${filter.after.id})`
      : sql`true`;
    return queryRows<WaitingRow>(
      this.db,
      sql`
      with waiting as (
        select 'booking' as kind, b.id, b.vendor_id, b.created_at as since from bookings b
        where b.status = 'received' and b.created_at <= now() - make_interval(hours => ${filter.bookingHours}::int)
        union all
        select 'brief' as kind, m.id, m.vendor_id, m.created_at as since from brief_matches m join briefs br on br.id = m.brief_id
        where m.answer = 'new' and br.status = 'open' and br.event_date >= ${filter.today}
          and m.created_at <= now() - make_interval(hours => ${filter.briefHours}::int)
      ),
      ranked as (
        select w.*, count(*) over (partition by w.vendor_id)::int as vendor_waiting,
               min(w.since) over (partition by w.vendor_id) as vendor_oldest
        from waiting w
      )
      select r.kind, r.id, r.vendor_id as "vendorId", v.name as "vendorName", r.vendor_waiting as "vendorWaiting",
             ${exact(sql`r.vendor_oldest`)} as "vendorOldest", ${exact(sql`r.since`)} as "since",
             b.offering_name as "offeringName", b.booking_data as "bookingData", o.booking_attributes as "bookingAttributes",
             br.id as "briefId", br.occasion,
             coalesce(b.event_date, br.event_date) as "eventDate", coalesce(b.locality, br.locality) as locality,
             (select count(*) from brief_matches mm where mm.brief_id = br.id)::int as "vendorsCount"
      from ranked r
      join vendors v on v.id = r.vendor_id
      left join bookings b on r.kind = 'booking' and b.id = r.id
      left join offerings o on o.id = b.offering_id
      left join brief_matches m on r.kind = 'brief' and m.id = r.id
      left join briefs br on br.id = m.brief_id
      where ${after}
      order by r.vendor_oldest, r.vendor_id, r.since, r.id
      limit ${filter.limit + 1}`,
    );
  }

  /** A booking's two sides; null when there is no such booking. */
  async bookingContacts(bookingId: string): Promise<ContactsRow | null> {
    const [row] = await queryRows<ContactsRow>(
      this.db,
      sql`select b.vendor_id as "vendorId", v.name as "vendorName", coalesce(u.phone, v.phone) as "vendorPhone",
            b.consumer_name as "shopperName", b.consumer_phone as "shopperPhone"
          from bookings b join vendors v on v.id = b.vendor_id left join users u on u.id = v.owner_user_id
          where b.id = ${bookingId}`,
    );
    return row ?? null;
  }

  /** A brief's shopper and one vendor it was sent to; null when the brief was not sent to that vendor. */
  async briefContacts(briefId: string, vendorId: string): Promise<ContactsRow | null> {
    const [row] = await queryRows<ContactsRow>(
      this.db,
      sql`select m.vendor_id as "vendorId", v.name as "vendorName", coalesce(vu.phone, v.phone) as "vendorPhone",
            su.full_name as "shopperName", su.phone as "shopperPhone"
          from brief_matches m join briefs br on br.id = m.brief_id join vendors v on v.id = m.vendor_id
          left join users vu on vu.id = v.owner_user_id left join users su on su.id = br.user_id
          where m.brief_id = ${briefId} and m.vendor_id = ${vendorId}`,
    );
    return row ?? null;
  }
}
