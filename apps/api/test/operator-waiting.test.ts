import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookings } from "@utsav/db";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { queued } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { auditRows as auditOf, groupOf, waitingCalls } from "./waiting-helper.ts";

// What waits for an answer, and operators acting on it (docs/decisions/0037): the list by vendor past a threshold,
// both sides' numbers read on the record, and cancelling a booking with a reason. Briefs: operator-waiting-briefs.test.ts.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let vendor: BookableVendor;
let calls: ReturnType<typeof waitingCalls>;
beforeAll(async () => {
  app = await buildTestApp();
  operator = await signInOperator(app);
  vendor = await bookableVendor(app);
  calls = waitingCalls(app, operator.headers);
});
afterAll(async () => {
  await app.close();
});

const post = (...args: Parameters<typeof calls.post>) => calls.post(...args);
const waiting = (query?: string) => calls.waiting(query);
const waitingPage = (query?: string) => calls.waitingPage(query);
const auditRows = (action: Parameters<typeof auditOf>[1], target: string) => auditOf(app, action, target);

/** Dates a booking `hours` back, as if it had waited that long. */
async function age(bookingId: string, hours: number) {
  await app.database.db
    .update(bookings)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours}::int)` })
    .where(eq(bookings.id, bookingId));
}

describe("the waiting list", () => {
  it("shows a booking received longer ago than the threshold, not a fresh one, and follows the chosen threshold", async () => {
    const old = await placeBooking(app, vendor.offering.id, { name: "Asha Rao", mobile: freshMobile() });
    const fresh = await placeBooking(app, vendor.offering.id, { name: "Ravi", mobile: freshMobile() });
    await age(old, 30);

    const page = await waiting();
    expect(page.hours).toEqual({ bookings: 24, briefs: 24 });
    const ids = groupOf(page, vendor.vendorId)?.bookings.map((b) => b.id) ?? [];
    expect(ids).toContain(old);
    expect(ids).not.toContain(fresh);
    expect(groupOf(page, vendor.vendorId)?.bookings.find((b) => b.id === old)).toMatchObject({
      reference: `#${old.slice(-8).toUpperCase()}`,
      offeringName: vendor.offering.title,
    });
    // No numbers on the list: they are read through the act that writes the reading to the audit log.
    expect(JSON.stringify(page)).not.toContain("Asha Rao");

    expect(groupOf(await waiting("?hours=48"), vendor.vendorId)?.bookings.map((b) => b.id) ?? []).not.toContain(old);
    await age(fresh, 13);
    expect(groupOf(await waiting("?hours=12"), vendor.vendorId)?.bookings.map((b) => b.id)).toEqual(expect.arrayContaining([old, fresh]));
  });

  it("groups by vendor: the vendor waiting longest first, each one's items oldest first, with how many wait", async () => {
    const [first, second] = [await bookableVendor(app), await bookableVendor(app)];
    const a1 = await placeBooking(app, first.offering.id, { name: "A one", mobile: freshMobile() });
    const a2 = await placeBooking(app, first.offering.id, { name: "A two", mobile: freshMobile() });
    const b1 = await placeBooking(app, second.offering.id, { name: "B one", mobile: freshMobile() });
    await age(a1, 26);
    await age(a2, 50);
    await age(b1, 80);

    const { groups } = await waiting();
    const ours = groups.filter((g) => [first.vendorId, second.vendorId].includes(g.vendorId));
    expect(ours.map((g) => [g.vendorId, g.waitingCount])).toEqual([
      [second.vendorId, 1],
      [first.vendorId, 2],
    ]);
    expect(ours[1]!.bookings.map((b) => b.id)).toEqual([a2, a1]);
    expect(groups.indexOf(ours[0]!)).toBeLessThan(groups.indexOf(ours[1]!));
  });

  it("refuses a threshold it does not offer and a cursor it did not make (400 in the envelope)", async () => {
    // A cursor of the right shape naming no real moment (30 February) is refused before the database sees it.
    const impossible = Buffer.from("2026-02-30T00:00:00.000000Z|v1|2026-02-30T00:00:00.000000Z|bk_1").toString("base64url");
    for (const query of ["?hours=5", "?hours=abc", "?cursor=bm90LWEtY3Vyc29y", "?cursor=%25%25", `?cursor=${impossible}`]) {
      const response = await app.inject({ method: "GET", url: `/api/operator/waiting${query}`, headers: operator.headers });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: expect.any(String) });
    }
  });

  it("is the operators' alone: 401 for a guest, 403 for a shopper or a vendor", async () => {
    const shopper = await signIn(app, "consumer");
    const id = await placeBooking(app, vendor.offering.id, { name: "Kiran", mobile: freshMobile() });
    const calls = [
      { method: "GET" as const, url: "/api/operator/waiting" },
      { method: "POST" as const, url: `/api/operator/bookings/${id}/contacts` },
      { method: "POST" as const, url: `/api/operator/bookings/${id}/cancel`, payload: { reason: "Not theirs to cancel" } },
      { method: "POST" as const, url: "/api/operator/briefs/br_x/resend" },
    ];
    for (const call of calls) {
      expect((await app.inject({ ...call, headers: { origin: ORIGIN } })).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: { cookie: shopper.cookie, origin: ORIGIN } })).statusCode).toBe(403);
      expect((await app.inject({ ...call, headers: vendor.headers })).statusCode).toBe(403);
    }
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe("received");
  });
});

describe("paging the waiting list", () => {
  it("gives 200 rows a page and a cursor to the next, each row once, until the last page", async () => {
    const seller = await bookableVendor(app);
    const first = await placeBooking(app, seller.offering.id, { name: "Page one", mobile: freshMobile() });
    // 205 more of the same vendor's bookings, each an hour older than the last, written at once.
    await app.database.db.execute(sql`
      insert into bookings (id, offering_id, vendor_id, offering_name, vendor_name, booking_data, status, request_hash, created_at)
      select 'bk_page_' || g, offering_id, vendor_id, offering_name, vendor_name, booking_data, 'received', 'page-' || g,
             now() - make_interval(hours => 30 + g)
      from bookings, generate_series(1, 205) g where id = ${first}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await waitingPage(cursor ? `?cursor=${cursor}` : "");
      const rows = page.groups.flatMap((g) => [...g.bookings.map((b) => b.id), ...g.briefs.map((b) => `${g.vendorId}:${b.id}`)]);
      expect(rows.length).toBeLessThanOrEqual(200);
      if (page.nextCursor) expect(rows).toHaveLength(200);
      seen.push(...rows);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    const ours = seen.filter((id) => id.startsWith("bk_page_"));
    expect(ours).toHaveLength(205);
    // Oldest first within the vendor.
    expect(ours.slice(0, 3)).toEqual(["bk_page_205", "bk_page_204", "bk_page_203"]);
  });
});

describe("contacting both sides", () => {
  it("answers the vendor's and the customer's numbers, with the reading in the audit log", async () => {
    const mobile = freshMobile();
    const id = await placeBooking(app, vendor.offering.id, { name: "Meera Rao", mobile });
    const response = await post(`/api/operator/bookings/${id}/contacts`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      vendor: { name: expect.any(String), phone: vendor.phone },
      shopper: { name: "Meera Rao", phone: `+91${mobile}` },
    });
    expect(await auditRows("booking.contacts_revealed", id)).toEqual([
      expect.objectContaining({ actorId: operator.userId, vendorId: vendor.vendorId }),
    ]);
    expect((await post("/api/operator/bookings/bk_not_there/contacts")).statusCode).toBe(404);
  });
});

describe("cancelling a booking", () => {
  it("cancels with the reason: an operator's history row, both sides told, and the act in the audit log", async () => {
    const mobile = freshMobile();
    const id = await placeBooking(app, vendor.offering.id, { name: "Nisha", mobile });
    const reason = "The vendor cannot be reached; we are finding you another.";
    const response = await post(`/api/operator/bookings/${id}/cancel`, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id, reference: `#${id.slice(-8).toUpperCase()}`, status: "cancelled" });

    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.status).toBe("cancelled");
    const events = await app.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.find((e) => e.toStatus === "cancelled")).toMatchObject({
      actor: "operator",
      actorUserId: operator.userId,
      fromStatus: "received",
      reason,
    });
    const told = (await queued(app, `booking:${id}:`)).filter((m) => !m.eventKey.includes(":placed:"));
    expect(told.map((m) => m.recipient)).toEqual(expect.arrayContaining([`+91${mobile}`, vendor.phone]));
    expect(await auditRows("booking.cancelled", id)).toEqual([
      expect.objectContaining({ actorId: operator.userId, vendorId: vendor.vendorId, detail: { reason, from: "received" } }),
    ]);
  });

  it("writes the act in the cancel's own transaction, from the booking as locked: an audit row refused keeps nothing", async () => {
    const id = await placeBooking(app, vendor.offering.id, { name: "Ravi", mobile: freshMobile() });
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    // An actor the database does not know (the audit log's actor is a user): the whole change is refused.
    const refused = app.bookingLifecycle.operatorCancel(id, operator.userId, "Duplicate", (locked) => ({
      actorId: "u_nobody",
      actorName: "Nobody",
      action: "booking.cancelled",
      vendorId: locked.vendorId,
      target: id,
      clientAddress: null,
    }));
    await expect(refused).rejects.toThrow();
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: "confirmed", refundPercent: null, refundAmount: null, refundOf: null });
    const events = await app.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(events.map((e) => e.toStatus).sort()).toEqual(["confirmed", "received"]);
    expect((await queued(app, `booking:${id}:`)).filter((m) => m.template.startsWith("booking_cancelled"))).toEqual([]);
    expect(await auditRows("booking.cancelled", id)).toEqual([]);

    expect((await post(`/api/operator/bookings/${id}/cancel`, { reason: "Duplicate" })).statusCode).toBe(200);
    expect(await auditRows("booking.cancelled", id)).toEqual([
      expect.objectContaining({ actorId: operator.userId, vendorId: vendor.vendorId, detail: { reason: "Duplicate", from: "confirmed" } }),
    ]);
  });

  it("needs a reason (400), refuses a final booking (409) and an unknown one (404), writing nothing", async () => {
    const id = await placeBooking(app, vendor.offering.id, { name: "Omar", mobile: freshMobile() });
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(501) }, { reason: "ok", extra: 1 }]) {
      const response = await post(`/api/operator/bookings/${id}/cancel`, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorMessage: expect.any(String) });
    }
    expect((await post(`/api/operator/bookings/${id}/cancel`, { reason: "First time" })).statusCode).toBe(200);
    const again = await post(`/api/operator/bookings/${id}/cancel`, { reason: "Second time" });
    expect(again.statusCode, again.body).toBe(409);
    expect(await auditRows("booking.cancelled", id)).toHaveLength(1);
    expect((await post("/api/operator/bookings/bk_not_there/cancel", { reason: "Nobody" })).statusCode).toBe(404);
  });
});
