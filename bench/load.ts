import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import { CATALOGUE, COLLECTIONS } from "@utsav/catalogue";
import { addDays, indianDate } from "@utsav/domain";
import { startCodeGateway } from "./code-gateway.ts";
import { AS_BROWSERS, load, printTable, required, startServer } from "./lib.ts";
import { report } from "./results.ts";
import type { Figure } from "./results.ts";
import { vendorListRequests, vendorWithBookings } from "./vendor-bookings.ts";
import { advanceOffering, compareBookings, fakeProvider, limitedCalendar, payingRequests } from "./paying-bookings.ts";

// npm run bench:load: a mixed workload (browsing, search, sign-in, bookings) against the production server at 10
// and 100 connections for a fixed time, each level next to a trivial route of the same server in the same run.
// Goals (issue: production readiness): zero errors and no unbounded memory growth over a 60-second run
// (BENCH_SECONDS=60); p99 under 50 ms at 10 connections. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set
// (it then writes sign-ins and bookings into that database).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
/** BENCH_BREAKDOWN=1 also runs each kind of request alone at 10 connections, to see which one costs what. */
const BREAKDOWN = process.env.BENCH_BREAKDOWN === "1";
const TRIVIAL_SECONDS = Math.min(SECONDS, 5);
/** BENCH_LEVELS=100 runs one level only (comma-separated connection counts), and does not record the run. */
const LEVELS = (process.env.BENCH_LEVELS ?? "10,100").split(",").map(Number);

const { url: gatewayUrl, codes, close: closeGateway } = await startCodeGateway();
// Advances are paid through a loopback stand-in for Razorpay's API (paying-bookings.ts).
const payments = await fakeProvider();

const dataDir = mkdtempSync(path.join(tmpdir(), "utsav-bench-load-"));
const serverEnv = {
  DATA_DIR: dataDir,
  // The web app is not what is measured here; the API routes are.
  WEB: "off",
  SMS_PROVIDER: "msg91",
  SMS_GATEWAY_URL: gatewayUrl,
  SMS_AUTH_KEY: "bench",
  SMS_TEMPLATE_ID: "bench",
  AUTH_SECRET: randomBytes(32).toString("hex"),
  // Bookings at hundreds a second from a few numbers: the limits on public writes would answer most of them 429.
  RATE_LIMIT_MULTIPLIER: "100000",
  // Sign-ins come from many clients, each naming its address as a proxy in front would.
  TRUST_PROXY: "loopback",
  ...payments.env,
};
/** BENCH_VENDOR_BOOKINGS: how many bookings the vendor whose list is measured has (default 100,000). */
const VENDOR_BOOKINGS = Number(process.env.BENCH_VENDOR_BOOKINGS ?? 100_000);
const vendor = await vendorWithBookings(serverEnv, (phone) => codes.get(phone), VENDOR_BOOKINGS);
await advanceOffering(dataDir, vendor.vendorId);
await limitedCalendar(dataDir);
const server = await startServer(serverEnv);
const database = process.env.DATABASE_URL ? "postgres" : "pglite";

// Each connection goes round this sequence: per 20 requests, 3 home, 3 collection, 4 offering pages, 2 searches,
// 2 suggestions, one sign-in (code sent, code checked), 2 bookings and a booking with an advance with the webhook that
// pays it; each asks for compressed answers, as browsers do.
const offeringSlugs = CATALOGUE.offerings.slice(0, 40).map((o) => o.slug);
const collectionSlugs = COLLECTIONS.map((c) => c.slug);
const words = ["diwali", "cake", "decor", "gift hamper", "flowers", "sweets", "birthday", "lights"];
let turn = 0;
const next = <T>(list: T[]) => required(list[turn++ % list.length], "a value of a non-empty list");
// Every sign-in comes from its own number and address, so the per-number and per-address limits stay out of the way.
let phoneSequence = randomInt(0, 800_000_000);
const json = { ...AS_BROWSERS, "content-type": "application/json" };
type Context = { phone?: string; ip?: string };

const get = (to: () => string): autocannon.Request => ({ headers: AS_BROWSERS, setupRequest: (req) => ({ ...req, path: to() }) });
const post = (route: string, body: () => unknown, headers: () => Record<string, string> = () => ({})): autocannon.Request => ({
  method: "POST",
  path: route,
  setupRequest: (req) => ({ ...req, headers: { ...json, ...headers() }, body: JSON.stringify(body()) }),
});
const home = get(() => "/api/home");
const collection = get(() => `/api/collections/${next(collectionSlugs)}`);
const offering = get(() => `/api/offerings/${next(offeringSlugs)}`);
// Searches are half popular (the same few questions, which the search cache answers after the first time) and half
// long tail (a price bound no one asked before, computed every time); suggestions are half popular prefixes and
// half prefixes with two random letters.
let searchTurn = 0;
const search = post("/api/search", () =>
  searchTurn++ % 2 === 0
    ? { query: next(words) }
    : { query: next(words), filters: { priceRange: { min: randomInt(0, 5_000), max: 100_000 } } },
);
const letters = "abcdefghijklmnopqrstuvwxyz";
const suggestions = post("/api/search/suggestions", () => {
  const prefix = next(words).slice(0, 4);
  return { query: searchTurn++ % 2 === 0 ? prefix : `${prefix}${letters[randomInt(0, 26)]}${letters[randomInt(0, 26)]}` };
});
const sendCode: autocannon.Request = {
  method: "POST",
  path: "/api/auth/consumer/otp/generate",
  setupRequest: (req, context: Context) => {
    context.phone = `+919${String(phoneSequence++).padStart(9, "0")}`;
    context.ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    return { ...req, headers: { ...json, "x-forwarded-for": context.ip }, body: JSON.stringify({ phoneNumber: context.phone }) };
  },
};
const checkCode: autocannon.Request = {
  method: "POST",
  path: "/api/auth/consumer/otp/verify",
  setupRequest: (req, context: Context) => {
    // sendCode, before this request on every connection, chose the number and the address.
    const phone = required(context.phone, "the number the code was sent to");
    const ip = required(context.ip, "the address the code was asked from");
    const otp = codes.get(phone) ?? "000000";
    codes.delete(phone);
    return {
      ...req,
      headers: { ...json, "x-forwarded-for": ip, "x-session-transport": "bearer" },
      body: JSON.stringify({ phoneNumber: phone, otp }),
    };
  },
};
let bookingSequence = 0;
const runId = randomBytes(4).toString("hex");
const booking = post(
  "/api/public/booking",
  () => ({
    offeringId: "JSS1",
    vendorName: "",
    offeringName: "",
    bookingData: { name: "Bench Shopper", mobile: "9845012345", address: "1 Bench Road" },
    // A date from 10 to 309 days ahead: each booking is checked against the vendor's calendar and its daily capacity.
    eventDate: addDays(indianDate(), 10 + (bookingSequence % 300)),
  }),
  () => ({ "idempotency-key": `bench-${runId}-${bookingSequence++}` }),
);
// A booking whose vendor asks an advance, then the provider's webhook that pays it (2 requests).
const [payingBooking, payment] = payingRequests(payments.fake, json, runId);
const sequence = [
  home,
  offering,
  search,
  collection,
  offering,
  booking,
  suggestions,
  home,
  sendCode,
  checkCode,
  collection,
  offering,
  search,
  home,
  suggestions,
  offering,
  collection,
  booking,
  payingBooking,
  payment,
];

const [vendorList, vendorListLater] = vendorListRequests(vendor.token, VENDOR_BOOKINGS);

/** Resident memory of the server, every second while `work` runs. */
async function sampled<T>(work: () => Promise<T>): Promise<{ result: T; rss: number[] }> {
  const rss = [server.rssMb()];
  const timer = setInterval(() => rss.push(server.rssMb()), 1000);
  try {
    const result = await work();
    rss.push(server.rssMb());
    return { result, rss };
  } finally {
    clearInterval(timer);
  }
}

try {
  // Warm up: fill the read cache and let the JIT see every route once.
  for (let i = 0; i < 3; i++) await load("warm-up", server.url, { connections: 4, seconds: 2, requests: sequence });

  const rows = [];
  const memory = [];
  for (const connections of LEVELS) {
    const trivial = await load("GET /api/health", `${server.url}/api/health`, { connections, seconds: TRIVIAL_SECONDS });
    const { result: mixed, rss } = await sampled(() => load("mixed", server.url, { connections, seconds: SECONDS, requests: sequence }));
    for (const r of [trivial, mixed]) {
      rows.push({
        connections,
        workload: r.name,
        "req/s": Math.round(r.rps),
        "× trivial": (r.rps / trivial.rps).toFixed(2),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors + r.non2xx,
      });
    }
    // Growth is judged after the first tenth of the run (pool, caches and heap settling), comparing its two halves.
    // The garbage collector draws a sawtooth about as long as a minute's run, so a half that ends on a rise has a
    // higher floor or a higher peak without anything being kept: growth that is kept raises both.
    const settled = rss.slice(Math.floor(rss.length / 10));
    const middle = Math.max(1, Math.floor(settled.length / 2));
    const [before, after] = [settled.slice(0, middle), settled.slice(middle)];
    const floorBefore = Math.min(...before);
    const floorAfter = Math.min(...after);
    const rises = (from: number, to: number) => to > from * 1.1 && to - from > 20;
    const end = required(rss.at(-1), "the last memory sample");
    const growing = after.length > 0 && rises(floorBefore, floorAfter) && rises(Math.max(...before), Math.max(...after));
    memory.push({
      connections,
      "start MB": Math.round(required(rss[0], "the first memory sample")),
      "peak MB": Math.round(Math.max(...rss)),
      "end MB": Math.round(end),
      "second half": growing ? `floor +${Math.round(floorAfter - floorBefore)} MB: GROWING` : "flat",
    });
    if (process.env.BENCH_MEMORY_TRACE) console.log(`${connections} connections, MB each second:`, rss.map(Math.round).join(" "));
    if (mixed.errors > 0 || mixed.non2xx > 0) {
      console.log(
        `${connections} connections: ${mixed.timeouts} timeouts (no answer in 10 s), ${mixed.errors - mixed.timeouts} socket errors; answers by status`,
        mixed.statusCodes,
      );
    }
  }
  // The vendor's booking list alone, at 10 connections, beside the trivial route.
  const trivialList = await load("GET /api/health", `${server.url}/api/health`, { connections: 10, seconds: TRIVIAL_SECONDS });
  const list = await load("vendor booking list", server.url, {
    connections: 10,
    seconds: SECONDS,
    requests: [vendorList, vendorList, vendorListLater],
  });
  const listRow = {
    bookings: VENDOR_BOOKINGS.toLocaleString("en-IN"),
    "req/s": Math.round(list.rps),
    "× trivial": (list.rps / trivialList.rps).toFixed(2),
    "p50 ms": list.p50,
    "p99 ms": list.p99,
    errors: list.errors + list.non2xx,
  };
  const bookingsAlone = await compareBookings(server.url, booking, [payingBooking, payment], TRIVIAL_SECONDS);
  if (BREAKDOWN) {
    const kinds = {
      home: [home],
      "offering page": [offering],
      collection: [collection],
      search: [search],
      suggestions: [suggestions],
      "sign-in (2 requests)": [sendCode, checkCode],
      booking: [booking],
    };
    const trivial = await load("GET /api/health", `${server.url}/api/health`, { connections: 10, seconds: TRIVIAL_SECONDS });
    const breakdown = [];
    for (const [name, requests] of Object.entries(kinds)) {
      const r = await load(name, server.url, { connections: 10, seconds: TRIVIAL_SECONDS, requests });
      breakdown.push({
        alone: name,
        "req/s": Math.round(r.rps),
        "× trivial": (r.rps / trivial.rps).toFixed(2),
        "p50 ms": r.p50,
        "p99 ms": r.p99,
        errors: r.errors + r.non2xx,
      });
    }
    console.log(`\nEach kind of request alone, 10 connections, ${TRIVIAL_SECONDS} s`);
    printTable(breakdown);
  }
  console.log(
    `\nMixed workload on ${database}, ${SECONDS} s per level (trivial route ${TRIVIAL_SECONDS} s); goals: 0 errors, p99 < 50 ms at 10 connections, memory flat`,
  );
  printTable(rows);
  console.log("Server resident memory during the mixed runs, sampled every second:");
  printTable(memory);
  console.log(
    `\nThe vendor's booking list (GET /api/vendor/bookings, 20 a page), 10 connections, ${SECONDS} s; goals: 0 errors, p99 < 50 ms`,
  );
  printTable([listRow]);
  console.log(
    `\nBookings alone, 10 connections, ${TRIVIAL_SECONDS} s: without an advance, and with one paid by its webhook; goal: 0 errors`,
  );
  printTable(bookingsAlone.rows);
  const figures: Figure[] = [
    ...rows
      .filter((r) => r.workload === "mixed")
      .flatMap((r) => [
        {
          name: `mixed, ${r.connections} connections: p99 ms`,
          value: r["p99 ms"],
          ...(r.connections === 10 ? { goal: { atMost: 50 } } : {}),
        },
        { name: `mixed, ${r.connections} connections: errors`, value: r.errors, goal: { atMost: 0 } },
      ]),
    ...memory.map((m) => ({ name: `${m.connections} connections: peak resident MB`, value: m["peak MB"], goal: { atMost: 250 } })),
    { name: "vendor booking list, 10 connections: p99 ms", value: list.p99, goal: { atMost: 50 } },
    { name: "vendor booking list: errors", value: listRow.errors, goal: { atMost: 0 } },
    ...bookingsAlone.figures,
  ];
  report("load", database, figures, { record: process.env.BENCH_LEVELS === undefined });
} finally {
  await server.stop();
  closeGateway();
  await payments.fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
