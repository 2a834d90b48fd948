import { sql } from "drizzle-orm";
import { queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";

// How each vendor answers what reaches it (docs/decisions/0055), from the tables as they are: bookings with the first
// change out of 'received' in booking_events, and brief matches with their answer. One query for any number of vendors,
// so a page of the vendors list costs one round trip.

/** What the window and the answer period are, in days and hours. */
export interface ResponsivenessPeriods {
  windowDays: number;
  answerHours: number;
}

/** One vendor's counts for bookings or for briefs, with each answer's time from reaching the vendor, in seconds. */
export interface ResponsivenessRow {
  vendorId: string;
  kind: "booking" | "brief";
  reached: number;
  answered: number;
  missed: number;
  waiting: number;
  answerSeconds: number[];
}

export class ResponsivenessRepository {
  constructor(private readonly db: Db) {}

  /**
   * The counts of these vendors, for what reached them in the window. A booking's outcome is read from the first change
   * out of 'received' (its first answer when the vendor made it): answered when the vendor confirmed or declined it;
   * neither way when the shopper cancelled it within the answer period, or it is still received within it; missed
   * otherwise (unanswered past the period, cancelled by an operator, expired, or cancelled by the shopper later).
   * A brief match: answered once quoted or declined (a quote the shopper accepted, or closed when another was accepted,
   * was answered); missed when still new past the period, or closed unanswered after it; neither way else. A match
   * keeps no history: its answer's time is when it was quoted, or last changed for a decline (docs/decisions/0055).
   */
  async counts(vendorIds: readonly string[], periods: ResponsivenessPeriods): Promise<ResponsivenessRow[]> {
    if (vendorIds.length === 0) return [];
    const ids = sql.join(
      vendorIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const since = sql`now() - make_interval(days => ${periods.windowDays}::int)`;
    const period = sql`make_interval(hours => ${periods.answerHours}::int)`;
    return queryRows<ResponsivenessRow>(
      this.db,
      sql`
      with outcomes as (
        select b.vendor_id, 'booking' as kind,
          case
            when f.actor = 'vendor' and f.to_status in ('confirmed', 'declined') then 'answered'
            when f.actor = 'consumer' and f.to_status = 'cancelled' and f.created_at < b.received_at + ${period} then 'excused'
            when f.created_at is not null then 'missed'
            when b.status <> 'received' then 'excused'
            when b.received_at <= now() - ${period} then 'missed'
            else 'waiting'
          end as outcome,
          extract(epoch from f.created_at - b.received_at) as seconds
        from bookings b
        left join lateral (
          select e.actor, e.to_status, e.created_at from booking_events e
          where e.booking_id = b.id and e.from_status = 'received'
          order by e.created_at, e.id limit 1
        ) f on true
        where b.vendor_id in (${ids}) and b.received_at is not null and b.received_at >= ${since}
        union all
        select m.vendor_id, 'brief' as kind,
          case
            when m.answer in ('quoted', 'declined', 'accepted') or (m.answer = 'closed' and m.quoted_at is not null) then 'answered'
            when m.answer = 'new' and m.created_at <= now() - ${period} then 'missed'
            when m.answer = 'new' then 'waiting'
            when m.answer = 'closed' and m.updated_at >= m.created_at + ${period} then 'missed'
            else 'excused'
          end as outcome,
          extract(epoch from (case when m.answer = 'declined' then m.updated_at else coalesce(m.quoted_at, m.updated_at) end)
            - m.created_at) as seconds
        from brief_matches m
        where m.vendor_id in (${ids}) and m.created_at >= ${since}
      )
      select vendor_id as "vendorId", kind,
        count(*)::int as reached,
        (count(*) filter (where outcome = 'answered'))::int as answered,
        (count(*) filter (where outcome = 'missed'))::int as missed,
        (count(*) filter (where outcome = 'waiting'))::int as waiting,
        coalesce(array_agg(greatest(0, round(seconds))::int) filter (where outcome = 'answered'), '{}') as "answerSeconds"
      from outcomes
      group by vendor_id, kind`,
    );
  }
}
