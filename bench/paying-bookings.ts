import { sql } from "drizzle-orm";
import type autocannon from "autocannon";
import { loadConfig } from "@utsav/api/config";
import { openDatabase } from "@utsav/db";
import type { PaidWebhook } from "./stand-ins.ts";

// Bookings whose vendor asks an advance (docs/decisions/0048), under load: the booking (its order made at the payment
// provider, then stored with the booking) and the provider's signed webhook that pays it (the booking then reaches the
// vendor, with its messages, its ledger rows and its transfer job). The provider is the loopback fake of Razorpay's API,
// in the stand-ins' process (stand-ins.ts).

export const PAYING_OFFERING = "BENCH1";

/**
 * Makes the benchmark's vendor (vendor-bookings.ts) sell a copy of the catalogue's bookable office decor kit, asking a
 * 25% advance: approved, the offering live, its terms the city. Written in SQL before the measured server starts, into
 * `databaseUrl` (PostgreSQL: DATABASE_URL, or the production layout's primary) or, when it is empty, PGlite in `dataDir`.
 */
export async function advanceOffering(dataDir: string, vendorId: string, databaseUrl = process.env.DATABASE_URL ?? ""): Promise<void> {
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const database = await openDatabase(config.database);
  try {
    await database.db.execute(sql`update vendors set review_state = 'approved' where id = ${vendorId}`);
    await database.db.execute(sql`
      insert into offerings (id, vendor_id, slug, title, category, sub_category, price, price_label, offering_type, summary,
        description, occasions, booking_attributes, images, status)
      select ${PAYING_OFFERING}, ${vendorId}, 'bench-paying-decor-kit', title, category, sub_category, price, price_label,
        offering_type, summary, description, occasions, booking_attributes, images, status
      from offerings where id = 'JSS1'
      on conflict (id) do nothing`);
    await database.db.execute(sql`
      insert into vendor_terms (vendor_id, service_area, advance_percent, refunds)
      select ${vendorId}, service_area, 25, refunds from vendor_terms where vendor_id = (select vendor_id from offerings where id = 'JSS1')
      on conflict (vendor_id) do update set advance_percent = 25`);
  } finally {
    await database.close();
  }
}

/**
 * The catalogue's bookable kit's vendor takes at most 50 events a day and has a blocked week a year ahead
 * (docs/decisions/0056): every booking of the kit with a date is then checked and counted under the vendor's lock.
 */
export async function limitedCalendar(dataDir: string, databaseUrl = process.env.DATABASE_URL ?? ""): Promise<void> {
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const database = await openDatabase(config.database);
  try {
    await database.db.execute(sql`
      insert into vendor_calendars (vendor_id, daily_capacity)
      select vendor_id, 50 from offerings where id = 'JSS1'
      on conflict (vendor_id) do update set daily_capacity = 50`);
    await database.db.execute(sql`
      insert into vendor_blocked_days (id, vendor_id, starts_on, ends_on, note)
      select 'vb_bench', vendor_id, to_char(now() + interval '360 days', 'YYYY-MM-DD'), to_char(now() + interval '366 days', 'YYYY-MM-DD'), 'Bench'
      from offerings where id = 'JSS1'
      on conflict (id) do nothing`);
  } finally {
    await database.close();
  }
}

type Context = { orderId?: string };

/** A booking of the paying offering, then the webhook that pays it, on the same connection. */
export function payingRequests(
  webhookFor: (receipt: string) => PaidWebhook | undefined,
  headers: Record<string, string>,
  runId: string,
): [autocannon.Request, autocannon.Request] {
  let sequence = 0;
  const book: autocannon.Request = {
    method: "POST",
    path: "/api/public/booking",
    setupRequest: (req, context: Context) => {
      context.orderId = undefined;
      return {
        ...req,
        headers: { ...headers, "idempotency-key": `bench-pay-${runId}-${sequence++}` },
        body: JSON.stringify({
          offeringId: PAYING_OFFERING,
          vendorName: "",
          offeringName: "",
          bookingData: { name: "Bench Payer", mobile: "9845012346", address: "2 Bench Road" },
        }),
      };
    },
    onResponse: (status, body, context: Context) => {
      if (status === 200) context.orderId = (JSON.parse(body) as { data: { payment: { orderId: string } | null } }).data.payment?.orderId;
    },
  };
  const pay: autocannon.Request = {
    method: "POST",
    path: "/api/payments/webhook",
    setupRequest: (req, context: Context) => {
      const webhook = context.orderId === undefined ? undefined : webhookFor(context.orderId);
      // A booking that failed (counted as an error already) has nothing to pay: the connection asks the health route
      // instead, so the run goes on and the failure is counted once.
      if (!webhook) return { ...req, method: "GET", path: "/api/health", headers: {}, body: undefined };
      return { ...req, headers: { ...webhook.headers }, body: webhook.body };
    },
  };
  return [book, pay];
}

/**
 * Bookings alone at 10 connections, without and with an advance, side by side: what paying adds to a booking (the
 * provider's order before it, the webhook after). The webhook's own time is in the p99 of the pair.
 */
export async function compareBookings(
  url: string,
  cashOnTheDay: autocannon.Request,
  paying: autocannon.Request[],
  seconds: number,
): Promise<{ rows: Record<string, string | number>[]; figures: { name: string; value: number; goal?: { atMost: number } }[] }> {
  const { load } = await import("./lib.ts");
  const cash = await load("booking, cash on the day", url, { connections: 10, seconds, requests: [cashOnTheDay] });
  const paid = await load("booking with an advance + its webhook", url, { connections: 10, seconds, requests: paying });
  const rows = [cash, paid].map((r) => ({
    workload: r.name,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    errors: r.errors + r.non2xx,
  }));
  return {
    rows,
    figures: [
      { name: "booking alone (cash on the day), 10 connections: p99 ms", value: cash.p99 },
      { name: "paying booking alone (booking + webhook), 10 connections: p99 ms", value: paid.p99 },
      { name: "paying bookings: errors", value: paid.errors + paid.non2xx, goal: { atMost: 0 } },
    ],
  };
}
