import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { loadConfig } from "../src/platform/config.ts";
import { freshClient, ORIGIN, signIn } from "./accounts-helper.ts";
import { BOOKING_FIELDS, bookableVendor, placeBooking } from "./bookings-helper.ts";
import { briefBody, inDays, quoteIdOf, sentBrief } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { writtenReview } from "./received-reviews-helper.ts";
import { approveDirectly, signInOperator } from "./operator-helper.ts";
import { offeringBody, onboardVendor, readyVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

// spec: application §6 (roles): the vendor area is for vendor sessions, and every object is its owner's alone.
// The routes are read from the app itself, so a route added later is checked without changing this file; a
// state-changing route with a body needs a valid one below, since a body is validated before the session is.

interface Route {
  method: string;
  path: string;
}

/** Every route of the app, from Fastify's route tree (HEAD routes that mirror GET are left out). */
function listRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, path: stack.join("") });
    }
  }
  return routes;
}

const FAMILIES = [
  "/api/vendor/profile",
  "/api/vendor/dashboard",
  "/api/vendor/offerings",
  "/api/vendor/offering/",
  "/api/vendor/gallery",
  "/api/vendor/kyc",
  // bookings and leads (docs/decisions/0021)
  "/api/vendor/bookings",
  "/api/vendor/leads",
  // requests for proposals (docs/decisions/0023)
  "/api/vendor/briefs",
  // download my data, delete my account (docs/decisions/0031)
  "/api/vendor/account",
  // the business's owner and team (docs/decisions/0033)
  "/api/vendor/team",
  // payouts: the bank account and the Payments page (docs/decisions/0051)
  "/api/vendor/payouts",
  "/api/vendor/payments",
  // availability: blocked days, daily capacity, the calendar feed (docs/decisions/0056)
  "/api/vendor/availability",
  // reviews from bookings: the vendor's answers and reports (docs/decisions/0060)
  "/api/vendor/reviews",
];

/** A body each state-changing route accepts, so that what answers is the session check, not the validation. */
function bodyFor(route: Route, imageIds: string[]): object | undefined {
  const business = {
    businessName: `Auth Probe ${Math.random().toString(36).slice(2, 8)}`,
    bio: "A business that exists only in this test.",
    categories: ["decor"],
  };
  const bodies: Record<string, object> = {
    "POST /api/vendor/profile/onboard": { businessName: "Auth Probe Onboard", contactName: "Ravi", category: "decor", area: "Indiranagar" },
    "POST /api/vendor/profile/section/business/save": business,
    "POST /api/vendor/profile/section/:section/save": business,
    "POST /api/vendor/profile/section/contact/save": { contactName: "Ravi", phoneNumber: "9845012345" },
    "POST /api/vendor/profile/section/service/save": {
      area: "Indiranagar",
      serviceAreas: ["Indiranagar"],
      serviceRadiusKm: 10,
      leadTimeDays: 2,
    },
    "POST /api/vendor/profile/section/terms/save": {
      advancePercent: 0,
      refundPolicy: "Refunds within a week.",
      cancellationPolicy: "Free cancellation a day before.",
    },
    "POST /api/vendor/offering": offeringBody(imageIds.slice(0, 1)),
    "PUT /api/vendor/offering/:id/status": { status: 15 },
    "POST /api/vendor/gallery/images/remove": { imageIds: ["gi-not-there"] },
    "POST /api/vendor/gallery/captions": { updates: [{ imageId: "gi-not-there", caption: "x" }] },
    "POST /api/vendor/gallery/main-image": { imageId: "gi-not-there" },
    "POST /api/vendor/kyc/documents/remove": { documentIds: ["kd-not-there"] },
    "POST /api/vendor/kyc/documents/:id": { documentNumber: "ABCDE1234F" },
    "PUT /api/consumer": { fullName: "Vendor Probe", companyName: null },
    // the shopper's SMS-as-well choice (docs/decisions/0074)
    "PUT /api/consumer/messages": { smsWithPush: true },
    "POST /api/vendor/bookings/:id/status": { status: "confirmed" },
    "POST /api/consumer/bookings/:id/cancel": { reason: "Probe" },
    // a problem reported after the event (docs/decisions/0054)
    "POST /api/consumer/bookings/:id/problem": { note: "Probe" },
    // the shopper's review of a completed booking (docs/decisions/0060)
    "PUT /api/consumer/bookings/:id/review": { rating: 5, comment: "Probe review of a booking." },
    "POST /api/vendor/bookings/:id/problem": { note: "Probe" },
    "POST /api/consumer/call-lead": { offeringId: "DGC1", vendorName: "x", offeringName: "y" },
    // requests for proposals (docs/decisions/0023)
    "POST /api/consumer/briefs": briefBody(),
    "POST /api/vendor/briefs/:id/quote": { price: 12000, included: "Balloon arch and backdrop", validUntil: inDays(2) },
    "POST /api/vendor/briefs/:id/decline": { reason: "Probe" },
    // download my data, delete my account (docs/decisions/0031): a word the schema takes but that is not DELETE, so
    // the owner's account stays (400) for the routes after it
    "POST /api/vendor/account/delete": { confirm: "not yet" },
    "POST /api/consumer/account/delete": { confirm: "not yet" },
    // the operations console (docs/decisions/0020)
    "POST /api/operator/vendors/:id/decision": { decision: "approve" },
    // an approved vendor's change of name, categories or documents (docs/decisions/0032)
    "POST /api/operator/vendors/:id/identity-change/reject": { reason: "Rejected by the authorization test." },
    "POST /api/operator/vendors/:id/pause": { reason: "Paused by the authorization test." },
    "POST /api/operator/offerings/:id/hide": { reason: "Hidden by the authorization test." },
    "POST /api/operator/operators": { phoneNumber: "9812345670", fullName: "Probe Operator" },
    // the business's owner and team (docs/decisions/0033)
    "POST /api/vendor/team/invites": { phoneNumber: "9812345672" },
    "POST /api/operator/vendors/:id/owner-invites": { phoneNumber: "9812345673" },
    // what waits for an answer (docs/decisions/0037)
    "POST /api/operator/bookings/:id/cancel": { reason: "Cancelled by the authorization test." },
    "POST /api/operator/bookings/:id/complete": { reason: "Completed by the authorization test." },
    // payouts (docs/decisions/0051)
    "PUT /api/vendor/payouts/account": {
      holderName: "Auth Probe",
      accountNumber: "123456789012",
      confirmAccountNumber: "123456789012",
      ifsc: "HDFC0001234",
    },
    "POST /api/operator/vendors/:id/payout-account/reject": { reason: "Rejected by the authorization test." },
    // the payments console (docs/decisions/0052)
    "POST /api/operator/payments/:bookingId/refund": { reason: "Refunded by the authorization test." },
    // availability (docs/decisions/0056)
    "PUT /api/vendor/availability/capacity": { dailyCapacity: 3 },
    "PUT /api/vendor/availability/offerings/:id/capacity": { dailyCapacity: 2 },
    "POST /api/vendor/availability/blocks": { startsOn: inDays(30), note: "Auth Probe block" },
    // reviews from bookings (docs/decisions/0060)
    "POST /api/vendor/reviews/:id/answer": { text: "Thank you for your review." },
    "POST /api/vendor/reviews/:id/report": { reason: "Reported by the authorization test." },
    "POST /api/operator/reviews/:id/hide": { reason: "Hidden by the authorization test." },
  };
  return bodies[`${route.method} ${route.path}`] ?? (route.method === "GET" ? undefined : {});
}

/** A multipart body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, file: { name: string; body: Buffer; filename: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(file.name, new Blob([new Uint8Array(file.body)], { type: file.type }), file.filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

let app: FastifyInstance;
let routes: Route[];
let owner: Awaited<ReturnType<typeof readyVendor>>;
let stranger: { headers: Record<string, string> };
let consumer: { headers: Record<string, string> };
/** The owner's object for each kind of id in a path. */
const objects: Record<string, string> = {};

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-authz-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-authz-private-")),
  };
  app = await buildTestApp({ storage });
  routes = listRoutes(app);

  owner = await readyVendor(app, 2);
  const offering = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: owner.headers,
    payload: offeringBody(owner.imageIds),
  });
  expect(offering.statusCode, offering.body).toBe(200);
  objects.offering = offering.json().data.id;

  const { payload, contentType } = await multipart(
    { action: "add", documentsInfo: JSON.stringify([{ type: "pan", documentNumber: "ABCDE1234F" }]) },
    {
      name: "documents",
      body: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
      filename: "pan.pdf",
      type: "application/pdf",
    },
  );
  const kyc = await app.inject({
    method: "POST",
    url: "/api/vendor/kyc/update",
    headers: { ...owner.headers, "content-type": contentType },
    payload,
  });
  if (kyc.statusCode === 200) objects.kycDocument = kyc.json().data.documents[0].id;

  // A booking of the owner's, placed by a guest with the consumer's number below: theirs to follow and cancel.
  const signedIn = await signIn(app, "consumer");
  const bookable = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: owner.headers,
    payload: offeringBody(owner.imageIds, { offeringType: "book", bookingAttributes: BOOKING_FIELDS }),
  });
  expect(bookable.statusCode, bookable.body).toBe(200);
  await approveDirectly(app, owner.vendorId);
  objects.booking = await placeBooking(app, bookable.json().data.id, { name: "Auth Probe", mobile: signedIn.phone.slice(3) });
  // A brief of the consumer's, matched to the owner (a decor vendor serving Bengaluru), and the owner's quote on it.
  objects.brief = await sentBrief(app, { cookie: signedIn.cookie, origin: ORIGIN }, briefBody({ notes: "Auth Probe brief" }));
  const quoted = await app.inject({
    method: "POST",
    url: `/api/vendor/briefs/${objects.brief}/quote`,
    headers: owner.headers,
    payload: { price: 12000, included: "Auth Probe quote", validUntil: inDays(2) },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  objects.quote = await quoteIdOf(app, objects.brief, owner.vendorId);

  // A blocked day of the owner's (docs/decisions/0056).
  const blocked = await app.inject({
    method: "POST",
    url: "/api/vendor/availability/blocks",
    headers: owner.headers,
    payload: { startsOn: inDays(40), note: "Auth Probe block" },
  });
  expect(blocked.statusCode, blocked.body).toBe(200);
  objects.block = blocked.json().data.blocks[0].id;

  // A review of the owner's, for its answer and report and operators' moderation (docs/decisions/0060).
  objects.review = await writtenReview(app, { vendorId: owner.vendorId }, 4);

  // An operator's account for the console's disable and enable routes to act on.
  objects.operator = (await app.operators.add(`+91${freshClient().phone}`, "Probe Target Operator", null)).operator.id;

  // The owner's team (docs/decisions/0033): a member who joined, and an invitation still waiting.
  const member = freshClient().phone;
  await app.inject({ method: "POST", url: "/api/vendor/team/invites", headers: owner.headers, payload: { phoneNumber: member } });
  const joined = await signIn(app, "vendor", member);
  expect((await app.inject({ method: "GET", url: "/api/vendor/team", headers: vendorHeaders(joined.cookie) })).statusCode).toBe(200);
  objects.teamMember = joined.userId;
  const invited = await app.inject({
    method: "POST",
    url: "/api/vendor/team/invites",
    headers: owner.headers,
    payload: { phoneNumber: freshClient().phone },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  objects.teamInvite = invited.json().data.invites[0].id;

  const other = await signInVendor(app);
  await onboardVendor(app, other.cookie);
  stranger = { headers: vendorHeaders(other.cookie) };
  consumer = { headers: { cookie: signedIn.cookie, origin: ORIGIN } };
});
afterAll(async () => {
  await app.close();
});

const vendorRoutes = () => routes.filter((r) => r.path.startsWith("/api/vendor/"));
const objectRoutes = () => vendorRoutes().filter((r) => r.path.includes(":id"));

/** The route's path with the owner's objects in it. */
function urlFor(route: Route): string {
  return route.path.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === "section") return "business";
    if (name === "list") return "consumers";
    if (name === "id" && route.path.startsWith("/api/operator/vendors/")) return owner.vendorId;
    if (name === "id" && route.path.startsWith("/api/operator/offerings/")) return objects.offering!;
    if (name === "id" && route.path.startsWith("/api/operator/operators/")) return objects.operator!;
    // An invitation of no business: the owner's business has its owner, so no invitation to one is waiting.
    if (name === "inviteId") return "vi_not_there";
    if (name === "id" && route.path.startsWith("/api/vendor/team/invites/")) return objects.teamInvite!;
    if (name === "id" && route.path.startsWith("/api/vendor/team/members/")) return objects.teamMember!;
    if (name === "id" && route.path.startsWith("/api/operator/bookings/")) return objects.booking!;
    if (name === "id" && route.path.startsWith("/api/operator/briefs/")) return objects.brief!;
    if (name === "vendorId" && route.path.startsWith("/api/operator/briefs/")) return owner.vendorId;
    if (name === "bookingId" && route.path.startsWith("/api/operator/payments/")) return objects.booking!;
    if (name === "docId") {
      if (!objects.kycDocument) throw new Error("could not upload a KYC document for the owner");
      return objects.kycDocument;
    }
    if (name === "id" && route.path.startsWith("/api/vendor/offering/")) return objects.offering!;
    if (name === "id" && /^\/api\/(vendor|consumer)\/bookings\//.test(route.path)) return objects.booking!;
    if (name === "id" && /^\/api\/(vendor|consumer)\/briefs\//.test(route.path)) return objects.brief!;
    if (name === "quoteId") return objects.quote!;
    if (name === "id" && route.path.startsWith("/api/vendor/availability/offerings/")) return objects.offering!;
    if (name === "id" && route.path.startsWith("/api/vendor/availability/blocks/")) return objects.block!;
    if (name === "id" && /^\/api\/(vendor|operator)\/reviews\//.test(route.path)) return objects.review!;
    if (name === "id" && route.path.startsWith("/api/vendor/kyc/documents/")) {
      if (!objects.kycDocument) throw new Error("could not upload a KYC document for the owner");
      return objects.kycDocument;
    }
    throw new Error(`no object for :${name} in ${route.method} ${route.path}: add one to this test`);
  });
}

function request(route: Route, headers: Record<string, string>): InjectOptions {
  const body = bodyFor(route, owner.imageIds);
  return { method: route.method as InjectOptions["method"], url: urlFor(route), headers, ...(body ? { payload: body } : {}) };
}

function expectRefusal(response: { statusCode: number; json(): unknown; body: string }, status: number, route: Route) {
  expect(response.statusCode, `${route.method} ${route.path}: ${response.body}`).toBe(status);
  expect(response.json()).toEqual(expect.objectContaining({ success: false, data: null, errorMessage: expect.any(String) }));
}

describe("the vendor area's routes", () => {
  it("are all found, every family of them", () => {
    const found = vendorRoutes().map((r) => r.path);
    expect(found.length).toBeGreaterThanOrEqual(20);
    for (const family of FAMILIES)
      expect(
        found.some((p) => p.startsWith(family)),
        family,
      ).toBe(true);
    expect(vendorRoutes()).toEqual(
      expect.arrayContaining([
        { method: "PUT", path: "/api/vendor/offering/:id/status" },
        { method: "GET", path: "/api/vendor/kyc/documents/:id/file" },
        { method: "POST", path: "/api/vendor/gallery/update" },
        { method: "GET", path: "/api/vendor/briefs/:id" },
        { method: "POST", path: "/api/vendor/briefs/:id/quote" },
        { method: "POST", path: "/api/vendor/briefs/:id/decline" },
        { method: "POST", path: "/api/vendor/account/export" },
        { method: "POST", path: "/api/vendor/account/delete" },
        { method: "GET", path: "/api/vendor/team" },
        { method: "POST", path: "/api/vendor/team/invites" },
        { method: "POST", path: "/api/vendor/team/invites/:id/revoke" },
        { method: "POST", path: "/api/vendor/team/members/:id/remove" },
        { method: "GET", path: "/api/vendor/payouts/account" },
        { method: "PUT", path: "/api/vendor/payouts/account" },
        { method: "GET", path: "/api/vendor/payments" },
        { method: "GET", path: "/api/vendor/payments.csv" },
        { method: "GET", path: "/api/vendor/availability" },
        { method: "PUT", path: "/api/vendor/availability/capacity" },
        { method: "PUT", path: "/api/vendor/availability/offerings/:id/capacity" },
        { method: "POST", path: "/api/vendor/availability/blocks" },
        { method: "DELETE", path: "/api/vendor/availability/blocks/:id" },
        { method: "POST", path: "/api/vendor/availability/feed" },
        { method: "DELETE", path: "/api/vendor/availability/feed" },
        { method: "GET", path: "/api/vendor/reviews" },
        { method: "POST", path: "/api/vendor/reviews/:id/answer" },
        { method: "POST", path: "/api/vendor/reviews/:id/report" },
      ]),
    );
  });

  it("answer 401 to a guest, in the envelope", async () => {
    for (const route of vendorRoutes()) expectRefusal(await app.inject(request(route, { origin: ORIGIN })), 401, route);
  });

  it("answer 403 to a consumer, in the envelope", async () => {
    for (const route of vendorRoutes()) expectRefusal(await app.inject(request(route, consumer.headers)), 403, route);
  });

  it("answer 404 to another vendor for the owner's objects, and never show them", async () => {
    expect(objectRoutes().length).toBeGreaterThanOrEqual(4);
    for (const route of objectRoutes()) {
      const response = await app.inject(request(route, stranger.headers));
      expectRefusal(response, 404, route);
      expect(response.body).not.toContain(owner.businessName);
    }
  });

  it("let the owner reach every route and their own objects", async () => {
    for (const route of vendorRoutes()) {
      const response = await app.inject(request(route, owner.headers));
      const refused = route.path.includes(":id") ? [401, 403, 404] : [401, 403];
      expect(refused, `${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 200)}`).not.toContain(
        response.statusCode,
      );
    }
  });
});

describe("the consumer area's routes", () => {
  const consumerRoutes = () => routes.filter((r) => /^\/api\/(consumer|upload)(\/|$)/.test(r.path));

  it("answer 403 to a vendor session", async () => {
    expect(consumerRoutes().map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/consumer",
        "PUT /api/consumer",
        "POST /api/consumer/call-lead",
        "POST /api/upload",
        "GET /api/consumer/bookings",
        "GET /api/consumer/bookings/:id",
        "POST /api/consumer/bookings/:id/cancel",
        "POST /api/consumer/bookings/:id/problem",
        // the shopper's review of a completed booking (docs/decisions/0060)
        "GET /api/consumer/bookings/:id/review",
        "PUT /api/consumer/bookings/:id/review",
        // requests for proposals (docs/decisions/0023)
        "POST /api/consumer/briefs",
        "GET /api/consumer/briefs",
        "GET /api/consumer/briefs/:id",
        "POST /api/consumer/briefs/photos",
        "POST /api/consumer/briefs/:id/quotes/:quoteId/accept",
        // download my data, delete my account (docs/decisions/0031)
        "POST /api/consumer/account/export",
        "POST /api/consumer/account/delete",
        // the SMS as well as the push (docs/decisions/0074)
        "GET /api/consumer/messages",
        "PUT /api/consumer/messages",
      ]),
    );
    for (const route of consumerRoutes()) expectRefusal(await app.inject(request(route, owner.headers)), 403, route);
  });

  it("answer 401 to a guest, and 404 to another consumer for a shopper's booking", async () => {
    for (const route of consumerRoutes()) expectRefusal(await app.inject(request(route, { origin: ORIGIN })), 401, route);
    const stranger = await signIn(app, "consumer");
    for (const route of consumerRoutes().filter((r) => r.path.includes(":id"))) {
      const response = await app.inject(request(route, { cookie: stranger.cookie, origin: ORIGIN }));
      expectRefusal(response, 404, route);
      expect(response.body).not.toContain("Auth Probe");
    }
  });
});

// The operations console (docs/decisions/0020): operators only. Runs last, since an operator's calls change the owner.
describe("the operations console's routes", () => {
  const operatorRoutes = () => routes.filter((r) => r.path.startsWith("/api/operator/"));

  it("are all found", () => {
    expect(operatorRoutes().map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/operator/vendors",
        "GET /api/operator/vendors/:id",
        "POST /api/operator/vendors/:id/kyc/documents/:docId/link",
        "GET /api/operator/vendors/:id/kyc/documents/:docId/file",
        "POST /api/operator/vendors/:id/kyc/documents/:docId/reveal",
        "POST /api/operator/vendors/:id/decision",
        "POST /api/operator/vendors/:id/identity-change/approve",
        "POST /api/operator/vendors/:id/identity-change/reject",
        "GET /api/operator/vendor-changes",
        "POST /api/operator/vendors/:id/pause",
        "POST /api/operator/vendors/:id/restore",
        "POST /api/operator/offerings/:id/hide",
        "POST /api/operator/offerings/:id/restore",
        "GET /api/operator/audit",
        "GET /api/operator/operators",
        "POST /api/operator/operators",
        "POST /api/operator/operators/:id/disable",
        "POST /api/operator/operators/:id/enable",
        "GET /api/operator/overview",
        "GET /api/operator/bookings",
        "POST /api/operator/bookings/export-link",
        "GET /api/operator/bookings/export",
        "GET /api/operator/leads",
        "POST /api/operator/leads/export-link",
        "GET /api/operator/leads/export",
        "GET /api/operator/waitlists/:list",
        "POST /api/operator/waitlists/:list/export-link",
        "GET /api/operator/waitlists/:list/export",
        // the business's owner (docs/decisions/0033)
        "POST /api/operator/vendors/:id/owner-invites",
        "POST /api/operator/vendors/:id/owner-invites/:inviteId/revoke",
        // what waits for an answer (docs/decisions/0037)
        "GET /api/operator/waiting",
        "POST /api/operator/bookings/:id/contacts",
        "POST /api/operator/bookings/:id/cancel",
        "POST /api/operator/bookings/:id/complete",
        "POST /api/operator/briefs/:id/vendors/:vendorId/contacts",
        "POST /api/operator/briefs/:id/resend",
        // payouts (docs/decisions/0051)
        "GET /api/operator/payout-accounts",
        "GET /api/operator/vendors/:id/payout-account",
        "POST /api/operator/vendors/:id/payout-account/approve",
        "POST /api/operator/vendors/:id/payout-account/reject",
        // the payments console (docs/decisions/0052)
        "GET /api/operator/payments",
        "GET /api/operator/payments/:bookingId",
        "POST /api/operator/payments/:bookingId/refund",
        "POST /api/operator/payments/export",
        "GET /api/operator/payments/reconciliation",
        "POST /api/operator/payments/reconciliation/run",
        // reviews: moderation and vendors' standing (docs/decisions/0060)
        "GET /api/operator/reviews",
        "POST /api/operator/reviews/:id/hide",
        "POST /api/operator/reviews/:id/restore",
        "GET /api/operator/standing",
      ]),
    );
  });

  it("answer 401 to a guest, in the envelope", async () => {
    for (const route of operatorRoutes()) expectRefusal(await app.inject(request(route, { origin: ORIGIN })), 401, route);
  });

  it("answer 403 to a consumer and to a vendor, in the envelope", async () => {
    for (const route of operatorRoutes()) {
      expectRefusal(await app.inject(request(route, consumer.headers)), 403, route);
      expectRefusal(await app.inject(request(route, owner.headers)), 403, route);
    }
  });

  /**
   * A file of personal data (a document, an export) opens only through the link its POST makes on the record
   * (docs/decisions/0020, amended 2026-11-28): …/file through …/link, …/export through …/export-link.
   */
  const linkRouteOf = (route: Route): Route | undefined => {
    if (route.method !== "GET") return undefined;
    const path = route.path.replace(/\/file$/, "/link").replace(/\/export$/, "/export-link");
    return path === route.path ? undefined : { method: "POST", path };
  };

  it("let an operator reach every route, a file through the link made for it", async () => {
    const operator = await signInOperator(app);
    const linked = operatorRoutes().filter((route) => linkRouteOf(route));
    expect(linked).toHaveLength(4);
    for (const route of operatorRoutes()) {
      let response = await app.inject(request(route, operator.headers));
      const linkRoute = linkRouteOf(route);
      if (linkRoute) {
        expectRefusal(response, 403, route);
        const minted = await app.inject(request(linkRoute, operator.headers));
        expect(minted.statusCode, `${linkRoute.path}: ${minted.body}`).toBe(200);
        response = await app.inject({ method: "GET", url: minted.json().data.url, headers: operator.headers });
        expect(response.statusCode, `${route.path} through its link: ${response.body.slice(0, 200)}`).toBe(200);
      }
      expect([401, 403], `${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 200)}`).not.toContain(
        response.statusCode,
      );
      expect(response.statusCode, `${route.method} ${route.path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });
});

// Availability without a session (docs/decisions/0056): the date picker's days of an offering on sale, and a vendor's
// calendar feed, reached by its secret address alone: every role meets the same answers.
describe("availability's public routes", () => {
  it("answer a guest, a consumer and a vendor alike: the picker's days, and 404 in the envelope for a feed not there", async () => {
    const publicRoutes = routes.filter((r) => /^\/api\/(calendar\/|public\/((offerings\/:id\/)?availability|localities))/.test(r.path));
    expect(publicRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET /api/calendar/:file",
      "GET /api/public/availability/not-free",
      "GET /api/public/localities/unserved",
      "GET /api/public/offerings/:id/availability",
    ]);
    // A business of its own: the owner's may be paused by the console's routes above.
    const seller = await bookableVendor(app);
    for (const headers of [{ origin: ORIGIN }, consumer.headers, seller.headers]) {
      const feed = await app.inject({ method: "GET", url: `/api/calendar/${"x".repeat(43)}.ics`, headers });
      expectRefusal(feed, 404, { method: "GET", path: "/api/calendar/:file" });
      const picker = await app.inject({ method: "GET", url: `/api/public/offerings/${seller.offering.id}/availability`, headers });
      expect(picker.statusCode, picker.body).toBe(200);
      // "Free on my date" (decision 0058): the same list whoever asks.
      const notFree = await app.inject({ method: "GET", url: `/api/public/availability/not-free?date=${inDays(1)}`, headers });
      expect(notFree.statusCode, notFree.body).toBe(200);
      // "Serves my area" for the app signed out (decision 0069): the same list whoever asks.
      const unserved = await app.inject({ method: "GET", url: "/api/public/localities/unserved?locality=Whitefield", headers });
      expect(unserved.statusCode, unserved.body).toBe(200);
    }
  });
});

// Vendors' stores (docs/decisions/0059): public pages, the same for every role; a store not on sale is 404 for all.
describe("the stores' public routes", () => {
  it("answer a guest, a consumer, a vendor and an operator alike: a catalogue vendor's store, and 404 in the envelope for one not there", async () => {
    const storeRoutes = routes.filter((r) => r.path.startsWith("/api/public/stores"));
    expect(storeRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(["GET /api/public/stores", "GET /api/public/stores/:slug"]);
    const seller = await signInVendor(app);
    const operator = await signInOperator(app, "Store Probe");
    const answers = new Set<string>();
    for (const headers of [{ origin: ORIGIN }, consumer.headers, vendorHeaders(seller.cookie), operator.headers]) {
      const page = await app.inject({ method: "GET", url: "/api/public/stores/deepam-gifts-and-decor", headers });
      expect(page.statusCode, page.body).toBe(200);
      const list = await app.inject({ method: "GET", url: "/api/public/stores", headers });
      expect(list.statusCode, list.body).toBe(200);
      answers.add(page.body + list.body);
      expectRefusal(await app.inject({ method: "GET", url: "/api/public/stores/no-such-store", headers }), 404, storeRoutes[1]!);
    }
    expect(answers.size).toBe(1);
  });
});

// Paying the advance (docs/decisions/0050): the checkout's routes are reached by the order's unguessable id, not by a
// session, so every role meets the same answer; the local payment page's route exists only where the local provider is.
describe("the checkout's routes", () => {
  it("answer a guest, a consumer and a vendor alike: 404 in the envelope for an order that is not there", async () => {
    const local = await buildTestApp({ payments: { ...loadConfig({ NODE_ENV: "test" }).payments, provider: "local" } });
    try {
      const checkoutRoutes = listRoutes(local).filter((r) => /^\/api\/(public|dev)\/payments\//.test(r.path));
      expect(checkoutRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
        expect.arrayContaining([
          "GET /api/public/payments/:orderId",
          "POST /api/public/payments/:orderId/refresh",
          "POST /api/dev/payments/:orderId",
        ]),
      );
      const shopper = await signIn(local, "consumer");
      const seller = await signInVendor(local);
      const missing = `po_${"0".repeat(32)}`;
      for (const headers of [{ origin: ORIGIN }, { cookie: shopper.cookie, origin: ORIGIN }, vendorHeaders(seller.cookie)]) {
        for (const route of checkoutRoutes) {
          const payload = route.method === "GET" ? undefined : route.path.startsWith("/api/dev/") ? { outcome: "paid" } : {};
          const url = route.path.replace(":orderId", missing);
          expectRefusal(await local.inject({ method: route.method as InjectOptions["method"], url, headers, payload }), 404, route);
        }
      }
      // The provider's webhook answers no session: an unsigned body is refused alike, whoever sends it.
      for (const headers of [{ origin: ORIGIN }, { cookie: shopper.cookie, origin: ORIGIN }, vendorHeaders(seller.cookie)]) {
        const webhook = {
          method: "POST",
          url: "/api/payments/webhook",
          headers: { ...headers, "content-type": "application/json" },
        } as const;
        expectRefusal(await local.inject({ ...webhook, payload: '{"event":"payment.captured"}' }), 400, {
          method: "POST",
          path: webhook.url,
        });
      }
    } finally {
      await local.close();
    }
  });
});

// The phones that receive pushes (docs/decisions/0070): a shopper's or a vendor's session registers and forgets its own
// phone's token; a guest gets 401 and an operator 403, in the envelope.
describe("the push tokens' routes", () => {
  it("answer 401 to a guest and 403 to an operator; a consumer and a vendor each register as their own role", async () => {
    const pushRoutes = routes.filter((r) => r.path === "/api/push-tokens");
    expect(pushRoutes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(["DELETE /api/push-tokens", "PUT /api/push-tokens"]);
    const token = "ExponentPushToken[authprobe0123456789]";
    const body = (route: Route) => (route.method === "PUT" ? { token, platform: "ios" } : { token });
    const operator = await signInOperator(app);
    for (const route of pushRoutes) {
      const call = (headers: Record<string, string>) =>
        app.inject({ method: route.method as InjectOptions["method"], url: route.path, headers, payload: body(route) });
      expectRefusal(await call({ origin: ORIGIN }), 401, route);
      expectRefusal(await call(operator.headers), 403, route);
    }
    const shopper = await signIn(app, "consumer");
    const put = (headers: Record<string, string>) =>
      app.inject({ method: "PUT", url: "/api/push-tokens", headers, payload: body({ method: "PUT", path: "" }) });
    expect((await put({ cookie: shopper.cookie, origin: ORIGIN })).json().data).toEqual({ role: "consumer", platform: "ios" });
    expect((await put(owner.headers)).json().data).toEqual({ role: "vendor", platform: "ios" });
  });
});

// The app's one-time links to the web's vendor pages (docs/decisions/0072): only a vendor's session mints one (a guest
// 401, a shopper or an operator 403); redeeming needs no session (the code is the credential) and a bad code opens nothing.
describe("the vendor's web-link routes", () => {
  it("mint for a vendor only; the redeem refuses a code that was never made", async () => {
    const mint = routes.find((r) => r.method === "POST" && r.path === "/api/auth/vendor/web-link")!;
    expect(mint).toBeDefined();
    const call = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: mint.path, headers, payload: { next: "/vendor/gallery" } });
    expectRefusal(await call({ origin: ORIGIN }), 401, mint);
    expectRefusal(await call(consumer.headers), 403, mint);
    expectRefusal(await call((await signInOperator(app)).headers), 403, mint);
    const minted = await call(owner.headers);
    expect(minted.statusCode, minted.body).toBe(200);
    expect(minted.json().data.url).toMatch(/^\/vendor\/continue\?code=[A-Za-z0-9_-]{43}$/);

    const redeem = { method: "POST", path: "/api/auth/vendor/web-link/redeem" };
    expect(routes).toContainEqual(redeem);
    const refused = await app.inject({ method: "POST", url: redeem.path, headers: { origin: ORIGIN }, payload: { code: "B".repeat(43) } });
    expectRefusal(refused, 410, redeem);
    expect(refused.headers["set-cookie"]).toBeUndefined();
  });
});
