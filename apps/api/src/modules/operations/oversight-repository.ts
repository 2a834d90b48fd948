import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { TIME_ZONE } from "@utsav/domain";
import { queryRows } from "@utsav/db";
import type { Db } from "@utsav/db";

// What operators oversee across vendors (docs/decisions/0020): daily counts, bookings, leads and both waitlists.
// Days are India's calendar days (the marketplace serves Bengaluru).

export interface Filter {
  vendorId?: string;
  status?: string;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

const day = (column: SQL) => sql`(${column} at time zone ${TIME_ZONE})::date`;

/** The filter's conditions on a table aliased `t` with vendor_id, created_at and (bookings) status. */
function conditions(filter: Omit<Filter, "limit" | "offset">, withStatus: boolean): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.vendorId) parts.push(sql`t.vendor_id = ${filter.vendorId}`);
  if (withStatus && filter.status) parts.push(sql`t.status = ${filter.status}`);
  if (filter.from) parts.push(sql`${day(sql`t.created_at`)} >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`${day(sql`t.created_at`)} <= ${filter.to}::date`);
  return sql.join(parts, sql` and `);
}

export interface DayCounts {
  day: string;
  bookings: number;
  leads: number;
  consumers: number;
  vendors: number;
  waitlist: number;
}

/** What a booking and a call lead both carry in the console's activity lists, with the filter's total. */
interface ActivityRow {
  id: string;
  createdAt: string;
  offeringId: string;
  offeringName: string;
  vendorId: string;
  vendorName: string;
  total: number;
}

export class OversightRepository {
  constructor(private readonly db: Db) {}

  /** The last `days` days, oldest first: bookings, call leads, new consumers, new vendors (onboarded) and waitlist sign-ups. */
  async daily(days: number): Promise<DayCounts[]> {
    const perDay = (table: SQL, where: SQL = sql`true`) =>
      sql`select ${day(sql`created_at`)} as day, count(*)::int as n from ${table} where ${where}
          and created_at >= now() - make_interval(days => ${days + 1}::int) group by 1`;
    return queryRows<DayCounts>(
      this.db,
      sql`
      with days as (
        select (${day(sql`now()`)} - ${days - 1}::int + generate_series(0, ${days - 1}::int))::date as day
      ),
      b as (${perDay(sql`bookings`)}),
      l as (${perDay(sql`call_leads`)}),
      s as (${perDay(sql`users`, sql`user_type = 'consumer'`)}),
      v as (${perDay(sql`vendor_profiles`)}),
      w as (select day, sum(n)::int as n from (${perDay(sql`waitlist_users`)} union all ${perDay(sql`waitlist_vendors`)}) x group by day)
      select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(b.n, 0) as bookings, coalesce(l.n, 0) as leads,
             coalesce(s.n, 0) as consumers, coalesce(v.n, 0) as vendors, coalesce(w.n, 0) as waitlist
      from days left join b using (day) left join l using (day) left join s using (day) left join v using (day) left join w using (day)
      order by days.day`,
    );
  }

  async bookings(filter: Filter) {
    return queryRows<
      ActivityRow & { status: string; bookingData: Record<string, string>; eventDate: string | null; locality: string | null }
    >(
      this.db,
      sql`select t.id, t.created_at as "createdAt", t.offering_id as "offeringId", t.offering_name as "offeringName",
            t.vendor_id as "vendorId", t.vendor_name as "vendorName", t.status, t.booking_data as "bookingData",
            t.event_date as "eventDate", t.locality, count(*) over ()::int as total
          from bookings t where ${conditions(filter, true)}
          order by t.created_at desc, t.id desc limit ${filter.limit} offset ${filter.offset}`,
    );
  }

  async leads(filter: Filter) {
    return queryRows<ActivityRow & { consumerName: string | null }>(
      this.db,
      sql`select t.id, t.created_at as "createdAt", t.offering_id as "offeringId", o.title as "offeringName",
            t.vendor_id as "vendorId", v.name as "vendorName", u.full_name as "consumerName", count(*) over ()::int as total
          from call_leads t join offerings o on o.id = t.offering_id join vendors v on v.id = t.vendor_id
          left join users u on u.id = t.user_id
          where ${conditions(filter, false)}
          order by t.created_at desc, t.id desc limit ${filter.limit} offset ${filter.offset}`,
    );
  }

  /** How many are on a waitlist. */
  async waitlistCount(list: "consumers" | "vendors"): Promise<number> {
    const table = list === "consumers" ? sql`waitlist_users` : sql`waitlist_vendors`;
    const [row] = await queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from ${table}`);
    return row?.n ?? 0;
  }

  async consumerWaitlist(limit: number) {
    return queryRows<{ email: string; createdAt: string }>(
      this.db,
      sql`select email, created_at as "createdAt" from waitlist_users order by created_at desc, email limit ${limit}`,
    );
  }

  async vendorWaitlist(limit: number) {
    return queryRows<{
      businessName: string;
      contactName: string;
      phone: string;
      email: string | null;
      category: string;
      city: string;
      createdAt: string;
    }>(
      this.db,
      sql`select business_name as "businessName", contact_name as "contactName", phone, email, category, city,
            created_at as "createdAt" from waitlist_vendors order by created_at desc, phone limit ${limit}`,
    );
  }
}
