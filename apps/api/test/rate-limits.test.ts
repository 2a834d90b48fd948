import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, like, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { MESSAGES } from "@utsav/domain";
import { bookings, queryRows, waitlistUsers, waitlistVendors } from "@utsav/db";
import { clientAddressKey, RATE_LIMITS } from "../src/platform/rate-limiter.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";

// Every limit on a public write (docs/decisions/0016), at the numbers production uses: reached, answered 429 with
// Retry-After in the envelope, and nobody else affected. On PostgreSQL, parallel requests pass exactly the limit.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

let ips = 0;
/** A client address no other test uses. */
const freshIp = () => `10.77.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;
let phones = 0;
const freshPhone = () => `97${String(10_000_000 + ++phones).slice(-8)}`;

type Sender = { ip: string; cookie?: string };
const send = (url: string, payload: unknown, { ip, cookie }: Sender, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as string,
    remoteAddress: ip,
    headers: { ...(cookie ? { cookie, origin: ORIGIN } : {}), ...headers },
  });

const bookingOf = (mobile = freshPhone()) => ({
  offeringId: "JSS1",
  vendorName: "",
  offeringName: "",
  bookingData: { name: "Asha", mobile, address: "1 Test Road" },
});
const book = (sender: Sender, mobile?: string) => send("/api/public/booking", bookingOf(mobile), sender);
const joinUser = (sender: Sender, email = `shopper${++phones}@example.in`) => send("/api/public/waitlist/join-user", { email }, sender);
const vendorEntry = (phoneNumber = freshPhone()) => ({
  businessName: "Marigold Moments",
  contactName: "Anita K",
  phoneNumber,
  category: "flowers",
});
const joinVendor = (sender: Sender, entry = vendorEntry()) => send("/api/public/waitlist/join-vendor", entry, sender);
const pressBuy = (sender: Sender) => send("/api/public/events", { name: "buy_click", offeringId: "DGP1" }, sender);
const revealCall = (sender: Sender) => send("/api/consumer/call-lead", { offeringId: "ZS1", vendorName: "", offeringName: "" }, sender);
const BOUNDARY = "ratelimitsboundary";
/** An upload form without a file (answered 400 once read): the limit counts it before reading it. */
const upload = (sender: Sender) =>
  send(
    "/api/upload",
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fileType"\r\n\r\nconsumer_profile_image\r\n--${BOUNDARY}--\r\n`,
    sender,
    {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    },
  );

function expectLimited(response: LightMyRequestResponse, windowSeconds = 3600) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers["retry-after"]).toBe(String(windowSeconds));
  expect(response.json()).toEqual({
    success: false,
    data: null,
    errorMessage: MESSAGES.rateLimited,
    errorCode: "RATE_LIMITED",
    retryAfterSeconds: windowSeconds,
  });
}

/** Sends `max` requests that must pass (with status `passes`), then one more that must be refused. */
async function reachLimit(max: number, call: (i: number) => Promise<LightMyRequestResponse>, passes = 200) {
  for (let i = 0; i < max; i++) {
    const response = await call(i);
    expect(response.statusCode, `request ${i + 1} of ${max}: ${response.body}`).toBe(passes);
  }
  expectLimited(await call(max));
}

/** How many bookings were stored for these spellings of a mobile number. */
const bookingsTo = async (...mobiles: string[]) =>
  (
    await app.database.db
      .select()
      .from(bookings)
      .where(inArray(sql`${bookings.bookingData}->>'mobile'`, mobiles))
  ).length;
/** The session cookie of a consumer signed in from an address of its own. */
const signedIn = async () => (await signIn(app)).cookie;
const consumers = async (count: number) => {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push(await signedIn());
  return cookies;
};

describe("POST /api/public/booking", () => {
  it(`takes ${RATE_LIMITS.booking.client.max} bookings an hour from one client; the next is refused before its body is read`, async () => {
    const client = { ip: freshIp() };
    await reachLimit(RATE_LIMITS.booking.client.max, () => book(client));
    const before = (await app.database.db.select().from(bookings)).length;
    // Refused from the address alone: even a body far over the body limit gets the 429, not a 413.
    expectLimited(
      await send("/api/public/booking", JSON.stringify({ padding: "x".repeat(1_048_576) }), client, { "content-type": "application/json" }),
    );
    expect((await app.database.db.select().from(bookings)).length).toBe(before);
    expect((await book({ ip: freshIp() })).statusCode).toBe(200);
  });

  it(`takes ${RATE_LIMITS.booking.phone.max} bookings an hour for one phone number, in any spelling and from any address`, async () => {
    const phone = freshPhone();
    const spellings = [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `0${phone}`];
    await reachLimit(RATE_LIMITS.booking.phone.max, (i) => book({ ip: freshIp() }, spellings[i % spellings.length]));
    expect(await bookingsTo(...spellings)).toBe(RATE_LIMITS.booking.phone.max);
    expect((await book({ ip: freshIp() })).statusCode).toBe(200);
  });

  it(`takes ${RATE_LIMITS.booking.user.max} bookings an hour from one signed-in shopper, from any address`, async () => {
    const cookie = await signedIn();
    const ip = freshIp();
    await reachLimit(RATE_LIMITS.booking.user.max, () => book({ ip: freshIp(), cookie }));
    expect((await book({ ip })).statusCode).toBe(200);
  });
});

describe("POST /api/public/waitlist/*", () => {
  it(`join-user: ${RATE_LIMITS.waitlistUser.client.max} an hour per client and ${RATE_LIMITS.waitlistUser.user.max} per signed-in user`, async () => {
    const client = { ip: freshIp() };
    await reachLimit(RATE_LIMITS.waitlistUser.client.max, () => joinUser(client));
    expect((await joinUser({ ip: freshIp() })).statusCode).toBe(200);
    const cookie = await signedIn();
    await reachLimit(RATE_LIMITS.waitlistUser.user.max, () => joinUser({ ip: freshIp(), cookie }));
  });

  it(`join-vendor: ${RATE_LIMITS.waitlistVendor.client.max} an hour per client, ${RATE_LIMITS.waitlistVendor.phone.max} per phone number`, async () => {
    const client = { ip: freshIp() };
    await reachLimit(RATE_LIMITS.waitlistVendor.client.max, () => joinVendor(client));
    expect((await joinVendor({ ip: freshIp() })).statusCode).toBe(200);

    const phone = freshPhone();
    await reachLimit(RATE_LIMITS.waitlistVendor.phone.max, (i) =>
      joinVendor({ ip: freshIp() }, { ...vendorEntry(phone), businessName: `Business ${i}` }),
    );
    const stored = await app.database.db
      .select()
      .from(waitlistVendors)
      .where(eq(waitlistVendors.phone, `+91${phone}`));
    expect(stored.map((row) => row.businessName)).toEqual(["Business 0"]);
    const cookie = await signedIn();
    await reachLimit(RATE_LIMITS.waitlistVendor.user.max, () => joinVendor({ ip: freshIp(), cookie }));
  });
});

describe("POST /api/public/events", () => {
  it(`records ${RATE_LIMITS.events.client.max} presses an hour per client and ${RATE_LIMITS.events.user.max} per signed-in user`, async () => {
    const client = { ip: freshIp() };
    await reachLimit(RATE_LIMITS.events.client.max, () => pressBuy(client));
    expect((await pressBuy({ ip: freshIp() })).statusCode).toBe(200);
    const cookie = await signedIn();
    await reachLimit(RATE_LIMITS.events.user.max, () => pressBuy({ ip: freshIp(), cookie }));
  });
});

describe("signed-in writes", () => {
  it(`call-lead: ${RATE_LIMITS.callLead.user.max} reveals an hour per consumer and ${RATE_LIMITS.callLead.client.max} per client`, async () => {
    const first = await signedIn();
    await reachLimit(RATE_LIMITS.callLead.user.max, () => revealCall({ ip: freshIp(), cookie: first }));
    // The client limit is met by several consumers at one address, each under their own limit; the one refused has
    // made no request before.
    const ip = freshIp();
    const perUser = RATE_LIMITS.callLead.user.max;
    const users = await consumers(RATE_LIMITS.callLead.client.max / perUser + 1);
    await reachLimit(RATE_LIMITS.callLead.client.max, (i) => revealCall({ ip, cookie: users[Math.floor(i / perUser)]! }));
    expect((await revealCall({ ip: freshIp(), cookie: await signedIn() })).statusCode).toBe(200);
  });

  it(`upload: ${RATE_LIMITS.upload.user.max} an hour per consumer and ${RATE_LIMITS.upload.client.max} per client, counted before the form is read`, async () => {
    const cookie = await signedIn();
    await reachLimit(RATE_LIMITS.upload.user.max, () => upload({ ip: freshIp(), cookie }), 400);
    const ip = freshIp();
    const perUser = RATE_LIMITS.upload.user.max;
    const users = await consumers(RATE_LIMITS.upload.client.max / perUser + 1);
    await reachLimit(RATE_LIMITS.upload.client.max, (i) => upload({ ip, cookie: users[Math.floor(i / perUser)]! }), 400);
    expect((await upload({ ip: freshIp(), cookie: await signedIn() })).statusCode).toBe(400);
  });
});

describe("the client a limit counts", () => {
  it("is an IPv4 address, or an IPv6 address's /64 network", async () => {
    expect(clientAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientAddressKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(clientAddressKey("2001:0DB8:000a:b::9")).toBe("2001:db8:a:b::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
    // Rotating addresses inside one /64 meets the same limit; the next network does not.
    await reachLimit(RATE_LIMITS.waitlistUser.client.max, (i) => joinUser({ ip: `2001:db8:77:1::${i + 1}` }));
    expect((await joinUser({ ip: "2001:db8:77:2::1" })).statusCode).toBe(200);
  });
});

describe("a request's counters, counted in one statement", () => {
  it("adds to each in its own window and answers their counts in the order asked", async () => {
    const [hour, day] = [`test:hour:${freshIp()}`, `test:day:${freshIp()}`];
    expect(
      await app.counters.hitAll([
        { key: hour, windowSeconds: 3600 },
        { key: day, windowSeconds: 86_400, amount: 5 },
      ]),
    ).toEqual([1, 5]);
    expect(
      await app.counters.hitAll([
        { key: day, windowSeconds: 86_400 },
        { key: hour, windowSeconds: 3600 },
      ]),
    ).toEqual([6, 2]);
    // Two hours on: the hour's window has passed and starts again, the day's goes on.
    await app.database.db.execute(
      sql`update rate_limits set window_start = window_start - interval '2 hours', expires_at = expires_at - interval '2 hours'
          where key in (${hour}, ${day})`,
    );
    expect(
      await app.counters.hitAll([
        { key: hour, windowSeconds: 3600 },
        { key: day, windowSeconds: 86_400 },
      ]),
    ).toEqual([1, 7]);
    const windows = await queryRows<{ key: string; seconds: number }>(
      app.database.db,
      sql`select key, extract(epoch from expires_at - window_start)::int as seconds from rate_limits where key in (${hour}, ${day})`,
    );
    expect(Object.fromEntries(windows.map((w) => [w.key, w.seconds]))).toEqual({ [hour]: 3600, [day]: 86_400 });
    await expect(
      app.counters.hitAll([
        { key: hour, windowSeconds: 3600 },
        { key: hour, windowSeconds: 3600 },
      ]),
    ).rejects.toThrow("at most once");
    expect(await app.counters.hitAll([])).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, under parallel requests", () => {
  it("passes exactly the limit, and counts every request", async () => {
    const ip = freshIp();
    const max = RATE_LIMITS.waitlistUser.client.max;
    const responses = await Promise.all(Array.from({ length: max * 4 }, (_, i) => joinUser({ ip }, `parallel${i}@example.in`)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(max);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) expectLimited(refused);
    expect(await app.database.db.select().from(waitlistUsers).where(like(waitlistUsers.email, "parallel%"))).toHaveLength(max);
    const [counter] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count from rate_limits where key = ${`write:waitlistUser:client:${ip}`}`,
    );
    expect(Number(counter!.count)).toBe(max * 4);

    // One phone number from many addresses at once: exactly its limit of bookings is stored.
    const phone = freshPhone();
    const booked = await Promise.all(Array.from({ length: 40 }, () => book({ ip: freshIp() }, phone)));
    expect(booked.filter((r) => r.statusCode === 200)).toHaveLength(RATE_LIMITS.booking.phone.max);
    expect(await bookingsTo(phone)).toBe(RATE_LIMITS.booking.phone.max);
  });
});
