import { randomBytes, randomInt } from "node:crypto";
import type autocannon from "autocannon";
import { CATALOGUE, COLLECTIONS } from "@utsav/catalogue";
import { addDays, indianDate } from "@utsav/domain";
import { AS_BROWSERS, required } from "./lib.ts";
import { payingRequests } from "./paying-bookings.ts";
import type { PaidWebhook } from "./stand-ins.ts";

// The mixed workload's requests, shared by bench:load (one server) and bench:cluster (the production layout): what a
// connection asks, in order, and what each request is (a read, a search, a sign-in, a booking).

/**
 * The settings a server under the mixed load needs: sign-in codes sent to the loopback SMS gateway (stand-ins.ts),
 * a fresh secret, and limits that let a few numbers book hundreds of times a second.
 */
export function mixedLoadEnv(gatewayUrl: string): Record<string, string> {
  return {
    SMS_PROVIDER: "msg91",
    SMS_GATEWAY_URL: gatewayUrl,
    SMS_AUTH_KEY: "bench",
    SMS_TEMPLATE_ID: "bench",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    // Bookings at hundreds a second from a few numbers: the limits on public writes would answer most of them 429.
    RATE_LIMIT_MULTIPLIER: "100000",
  };
}

/** What a request of the sequence is, for the rates printed beside the throughput. */
export type Kind = "read" | "search" | "sign-in" | "booking" | "webhook";

/** A request of the sequence: what it is ("offering page"), and its kind (searches count suggestions too). */
export interface Step {
  name: string;
  kind: Kind;
  request: autocannon.Request;
}

type Context = { phone?: string; ip?: string };

/**
 * The mixed workload's requests: `codes` has the code the loopback SMS gateway was given for each number, and
 * `webhookFor` the webhook that pays a booking's order (both from the stand-ins' process, stand-ins.ts).
 */
export function mixedRequests(codes: Map<string, string>, webhookFor: (receipt: string) => PaidWebhook | undefined) {
  // Each connection goes round this sequence: per 20 requests, 3 home, 3 collection, 4 offering pages, 2 searches,
  // 2 suggestions, one sign-in (code sent, code checked), 2 bookings and a booking with an advance with the webhook
  // that pays it; each asks for compressed answers, as browsers do.
  const offeringSlugs = CATALOGUE.offerings.slice(0, 40).map((o) => o.slug);
  const collectionSlugs = COLLECTIONS.map((c) => c.slug);
  const words = ["diwali", "cake", "decor", "gift hamper", "flowers", "sweets", "birthday", "lights"];
  let turn = 0;
  const next = <T>(list: T[]) => required(list[turn++ % list.length], "a value of a non-empty list");
  // Every sign-in comes from its own number and address, so the per-number and per-address limits stay out of the way.
  let phoneSequence = randomInt(0, 800_000_000);
  const json = { ...AS_BROWSERS, "content-type": "application/json" };

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
  const [payingBooking, payment] = payingRequests(webhookFor, json, runId);
  const step = (name: string, kind: Kind, request: autocannon.Request): Step => ({ name, kind, request });
  const steps = [
    step("home", "read", home),
    step("offering page", "read", offering),
    step("search", "search", search),
    step("collection", "read", collection),
    step("offering page", "read", offering),
    step("booking", "booking", booking),
    step("suggestions", "search", suggestions),
    step("home", "read", home),
    step("sign-in: code sent", "sign-in", sendCode),
    step("sign-in: code checked", "sign-in", checkCode),
    step("collection", "read", collection),
    step("offering page", "read", offering),
    step("search", "search", search),
    step("home", "read", home),
    step("suggestions", "search", suggestions),
    step("offering page", "read", offering),
    step("collection", "read", collection),
    step("booking", "booking", booking),
    step("booking with an advance", "booking", payingBooking),
    step("its payment's webhook", "webhook", payment),
  ];
  return {
    sequence: steps.map((s) => s.request),
    /** The sequence again, each request with its name and kind. */
    steps,
    home,
    collection,
    offering,
    search,
    suggestions,
    sendCode,
    checkCode,
    booking,
    payingBooking,
    payment,
  };
}

/** Answers by request (its name in the sequence) during one level: how many were 2xx, each one's time in ms, the others. */
export type Tally = Map<string, { ok: number; ms: number[]; failed: string[] }>;

/**
 * The sequence, each request counting and timing its answers: from when autocannon builds the request (it writes it at
 * once) to when the answer is complete, as autocannon's own latencies are measured. The requests keep their own hooks.
 */
export function observed(steps: Step[], tally: Tally): autocannon.Request[] {
  return steps.map(({ name, request }) => ({
    ...request,
    setupRequest: (req: autocannon.Request, context: { sentAt?: number }) => {
      const built = typeof request.setupRequest === "function" ? request.setupRequest(req, context) : req;
      context.sentAt = performance.now();
      return built;
    },
    onResponse: (status: number, body: string, context: { sentAt?: number }, headers: autocannon.Request["headers"]) => {
      const answers = tally.get(name) ?? { ok: 0, ms: [], failed: [] };
      tally.set(name, answers);
      if (status >= 200 && status < 300) answers.ok++;
      // What refused it: the app's answer, or nginx's page, and which web process it went to.
      else answers.failed.push(`${status} from ${String(headers?.["x-upstream"] ?? "nginx")}: ${body.replace(/\s+/g, " ").slice(0, 120)}`);
      if (context.sentAt !== undefined) answers.ms.push(performance.now() - context.sentAt);
      if (typeof request.onResponse === "function") request.onResponse(status, body, context, headers);
    },
  }));
}

/** The p-th fraction (0.99: p99) of times in ms, rounded. */
export const percentile = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0);
};
