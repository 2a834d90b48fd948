import { sql } from "drizzle-orm";
import { loadConfig } from "@utsav/api/config";
import { openDatabase } from "@utsav/db";
import type autocannon from "autocannon";
import { AS_BROWSERS, startServer } from "./lib.ts";

// The vendor's booking list under load (docs/decisions/0021): a vendor with many bookings, made once before the
// measured server starts. The vendor signs in and onboards through the API; the bookings are written in one SQL
// statement (through the API they would take minutes), spread over the five statuses and about 70 days.

const json = { "content-type": "application/json" };

/**
 * A signed-in vendor (its bearer token) with `count` bookings, on the database the benchmark's server will use:
 * `env` starts a server to sign in and onboard, which is stopped before the bookings are written.
 */
export async function vendorWithBookings(env: Record<string, string>, codeOf: (phone: string) => Promise<string>, count: number) {
  const setup = await startServer(env);
  const phone = "+919811100000";
  let token: string;
  let vendorId: string;
  try {
    const generated = await fetch(`${setup.url}/api/auth/vendor/otp/generate`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ phoneNumber: phone }),
    });
    if (!generated.ok) throw new Error(`vendor sign-in: ${generated.status} ${await generated.text()}`);
    const verified = await fetch(`${setup.url}/api/auth/vendor/otp/verify`, {
      method: "POST",
      headers: { ...json, "x-session-transport": "bearer" },
      body: JSON.stringify({ phoneNumber: phone, otp: await codeOf(phone) }),
    });
    token = ((await verified.json()) as { data: { token: string } }).data.token;
    const onboarded = await fetch(`${setup.url}/api/vendor/profile/onboard`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ businessName: "Bench Bookings Studio", contactName: "Bench", category: "decor", area: "Indiranagar" }),
    });
    if (!onboarded.ok) throw new Error(`vendor onboarding: ${onboarded.status} ${await onboarded.text()}`);
    vendorId = ((await onboarded.json()) as { data: { vendorId: string } }).data.vendorId;
  } finally {
    await setup.stop();
  }

  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL ?? "" });
  const database = await openDatabase(config.database);
  try {
    // The catalogue's bookable offering stands in for the vendor's own: the list never reads the offering.
    await database.db.execute(sql`
      insert into bookings (id, offering_id, vendor_id, offering_name, vendor_name, booking_data, status, consumer_name,
        consumer_phone, request_hash, created_at, updated_at, received_at)
      select 'bk_bench_' || g, 'JSS1', ${vendorId}, 'Bench offering', 'Bench Bookings Studio',
        jsonb_build_object('name', 'Shopper ' || g, 'mobile', '98' || lpad(g::text, 8, '0')),
        (array['received', 'confirmed', 'declined', 'completed', 'cancelled'])[1 + g % 5], 'Shopper ' || g,
        '+9198' || lpad(g::text, 8, '0'), 'bench', now() - g * interval '1 minute', now() - g * interval '1 minute',
        now() - g * interval '1 minute'
      from generate_series(1, ${count}) g`);
    await database.db.execute(sql`analyze bookings`);
  } finally {
    await database.close();
  }
  return { token, vendorId };
}

/** The vendor's booking list: the first page, of all statuses or of one, and a page further on by its cursor. */
export function vendorListRequests(token: string, count: number): [autocannon.Request, autocannon.Request] {
  const vendorAuth = { ...AS_BROWSERS, authorization: `Bearer ${token}` };
  const listFilters = ["", "?status=received", "?status=confirmed"];
  let listTurn = 0;
  const firstPages: autocannon.Request = {
    method: "GET",
    headers: vendorAuth,
    setupRequest: (req) => ({ ...req, path: `/api/vendor/bookings${listFilters[listTurn++ % listFilters.length]}` }),
  };
  const later: autocannon.Request = {
    method: "GET",
    // A booking in the middle of the vendor's list, whatever BENCH_VENDOR_BOOKINGS is (the list has no page past its end).
    path: `/api/vendor/bookings?cursor=${Buffer.from(`bk_bench_${Math.ceil(count / 2)}`).toString("base64url")}`,
    headers: vendorAuth,
  };
  return [firstPages, later];
}
