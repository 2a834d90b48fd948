import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { analyticsEvents, bookings, callLeads } from "@utsav/db";
import { CALL_LEADS_PER_DAY } from "../src/modules/leads/call-lead-service.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { approveDirectly } from "./operator-helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const kit = CATALOGUE.offerings.find((o) => o.id === "JSS1")!;
const body = (data: Record<string, string> = { name: "Asha Rao", mobile: "98450 12345", address: "12 MG Road, Bengaluru" }) => ({
  offeringId: kit.id,
  vendorName: "Anything the client says",
  offeringName: "Anything",
  bookingData: data,
});
const book = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/public/booking", payload: payload as object, headers });
const stored = async () => (await app.database.db.select({ n: count() }).from(bookings))[0]!.n;

describe("POST /api/public/booking", () => {
  it("stores a booking with the server's own names and trimmed values, without sign-in", async () => {
    const response = await book(body({ name: "  Asha Rao ", mobile: "98450 12345", address: " 12 MG Road " }));
    expect(response.statusCode).toBe(200);
    const { bookingId, status } = response.json().data;
    expect(status).toBe("received");
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({
      offeringId: "JSS1",
      offeringName: kit.title,
      vendorName: "Jaya Studio Spaces",
      bookingData: { name: "Asha Rao", mobile: "98450 12345", address: "12 MG Road" },
    });
  });

  it.each([
    [{ name: " ", mobile: "9845012345", address: "x" }, "Name is required"],
    [{ name: "A", mobile: "", address: "x" }, "Mobile is required"],
    [{ name: "A", mobile: "12ab", address: "x" }, "Please enter a valid mobile number"],
    [{ name: "A", mobile: "9845012345" }, "Address is required"],
  ])("rejects %j with '%s' and stores nothing", async (data, message) => {
    const before = await stored();
    const response = await book(body(data));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
    expect(await stored()).toBe(before);
  });

  it("refuses a field the offering does not ask for, naming it, and stores nothing", async () => {
    const before = await stored();
    const one = await book(body({ name: "Asha", mobile: "9845012345", address: "x", extra: "dropped" }));
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      success: false,
      data: null,
      errorMessage: "Unknown booking field: extra",
      errorCode: "BOOKING_FIELD_UNKNOWN",
    });
    const two = await book(body({ name: "Asha", mobile: "9845012345", address: "x", toString: "a", constructor: "b" }));
    expect(two.json().errorMessage).toBe("Unknown booking fields: toString, constructor");
    const many = await book(body(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`field${i}`, "x"]))));
    expect(many.statusCode).toBe(400);
    expect(many.json().errorMessage).toBe("A booking can hold at most 20 fields");
    expect(await stored()).toBe(before);
  });

  it("rejects unknown and non-bookable offerings", async () => {
    const unknown = await book({ ...body(), offeringId: "NOPE1" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe("Offering not found: NOPE1");
    const hamper = await book({ ...body(), offeringId: "DGP1" });
    expect(hamper.statusCode).toBe(400);
    expect(hamper.json().errorMessage).toBe("This offering cannot be booked online");
    expect((await book({ ...body(), offeringId: "not an id" })).statusCode).toBe(400);
    expect((await book({ ...body(), bookingData: { name: "x".repeat(2001) } })).statusCode).toBe(400);
  });

  it("with an Idempotency-Key, a retry returns the same booking and a changed body gets 422", async () => {
    const headers = { "idempotency-key": "retry-key-0001" };
    const first = await book(body(), headers);
    const again = await book(body(), headers);
    expect(again.json().data.bookingId).toBe(first.json().data.bookingId);
    const changed = await book(body({ name: "Someone Else", mobile: "9845012345", address: "x" }), headers);
    expect(changed.statusCode).toBe(422);
    expect((await book(body(), { "idempotency-key": "no" })).statusCode).toBe(400);
  });

  it("two concurrent requests with one key make one booking", async () => {
    const before = await stored();
    const headers = { "idempotency-key": "concurrent-key-0002" };
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(body(), headers)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json().data.bookingId)).size).toBe(1);
    expect(await stored()).toBe(before + 1);
  });

  it("a key belongs to its caller: another guest's or a signed-in consumer's same key is a booking of their own", async () => {
    const headers = { "idempotency-key": "shared-key-0003" };
    const first = () => body({ name: "Meera Iyer", mobile: "98450 67890", address: "9 Church Street" });
    const mine = await book(first(), headers);
    // Another guest (another phone) sends the same key and body shape: their own booking, not the first one's id.
    const theirs = await book(body({ name: "Ravi Kumar", mobile: "98450 54321", address: "4 Residency Road" }), headers);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.bookingId).not.toBe(mine.json().data.bookingId);
    // A signed-in consumer with the same key and the first guest's very body: their own booking too, and a retry of it is theirs.
    const { cookie } = await signIn(app);
    const signedIn = { ...headers, cookie, origin: ORIGIN };
    const account = await book(first(), signedIn);
    expect(account.statusCode, account.body).toBe(200);
    expect(new Set([mine, theirs, account].map((r) => r.json().data.bookingId)).size).toBe(3);
    expect((await book(first(), signedIn)).json().data.bookingId).toBe(account.json().data.bookingId);
    // The first guest's retry still finds the first booking.
    expect((await book(first(), headers)).json().data.bookingId).toBe(mine.json().data.bookingId);
  });
});

describe("booking fields a vendor names constructor, toString or hasOwnProperty", () => {
  it("are ordinary fields: the offering can be booked, and a missing one is named", async () => {
    const vendor = await readyVendor(app, 1);
    await approveDirectly(app, vendor.vendorId);
    const names = ["constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"];
    const bookingAttributes = [
      ...names.map((field, i) => ({ label: `Answer ${i + 1}`, field, type: "input", inputType: "text", required: true })),
      { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
    ];
    const created = await app.inject({
      method: "POST",
      url: "/api/vendor/offering",
      headers: vendor.headers,
      payload: offeringBody(vendor.imageIds, { offeringType: "book", bookingAttributes }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const offeringId: string = created.json().data.id;

    const bookingData = { ...Object.fromEntries(names.map((name) => [name, `${name} answer`])), mobile: "9845099999" };
    const booked = await book({ offeringId, vendorName: "", offeringName: "", bookingData });
    expect(booked.statusCode, booked.body).toBe(200);
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, booked.json().data.bookingId));
    expect(row!.bookingData).toEqual(bookingData);

    const { constructor: _left, ...withoutFirst } = bookingData;
    const missing = await book({ offeringId, vendorName: "", offeringName: "", bookingData: withoutFirst });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errorMessage).toBe("Answer 1 is required");
  });
});

describe("POST /api/consumer/call-lead", () => {
  const zs1 = { offeringId: "ZS1", vendorName: "Zenith Sound & Lights", offeringName: "x" };
  const lead = (cookie: string | null, payload: unknown = zs1) =>
    app.inject({
      method: "POST",
      url: "/api/consumer/call-lead",
      payload: payload as object,
      headers: cookie ? { cookie, origin: ORIGIN } : {},
    });

  it("needs a signed-in consumer and returns the vendor's number", async () => {
    expect((await lead(null)).statusCode).toBe(401);
    const vendor = await signIn(app, "vendor");
    expect((await lead(vendor.cookie)).statusCode).toBe(403);
    const { cookie } = await signIn(app);
    const response = await lead(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ vendorName: "Zenith Sound & Lights", phoneNumber: "+919800011003" });
  });

  it("says 'Contact info not found: {vendor}' for the studio without a number", async () => {
    const { cookie } = await signIn(app);
    const response = await lead(cookie, { offeringId: "JSS1", vendorName: "x", offeringName: "y" });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMessage).toBe("Contact info not found: Jaya Studio Spaces");
  });

  it("records repeated reveals once per offering a day and caps reveals per consumer", async () => {
    const { cookie, userId } = await signIn(app);
    for (let i = 0; i < 3; i++) expect((await lead(cookie)).statusCode).toBe(200);
    // ZS1 counts once; 29 other offerings reach the daily cap of 30, and the next one is refused.
    const others = CATALOGUE.offerings
      .filter((o) => o.offeringType === "call" && o.vendorKey !== "jaya-studio" && o.id !== "ZS1")
      .map((o) => o.id);
    const statuses: number[] = [];
    for (const offeringId of others.slice(0, CALL_LEADS_PER_DAY))
      statuses.push((await lead(cookie, { offeringId, vendorName: "", offeringName: "" })).statusCode);
    expect(statuses.slice(0, CALL_LEADS_PER_DAY - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // The refused reveal stores no lead: the vendor never counts a caller who did not get the number.
    expect((await app.database.db.select({ n: count() }).from(callLeads).where(eq(callLeads.userId, userId)))[0]!.n).toBe(
      CALL_LEADS_PER_DAY,
    );
  });
});

describe("POST /api/public/events", () => {
  it("records Buy and Call presses, with the user when signed in", async () => {
    const { cookie, userId } = await signIn(app);
    expect(
      (await app.inject({ method: "POST", url: "/api/public/events", payload: { name: "buy_click", offeringId: "DGP1" } })).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/public/events",
          payload: { name: "call_click", offeringId: "ZS1" },
          headers: { cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(200);
    const rows = await app.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, "call_click"));
    expect(rows.some((r) => r.userId === userId)).toBe(true);
    expect(
      (await app.inject({ method: "POST", url: "/api/public/events", payload: { name: "hover", offeringId: "DGP1" } })).statusCode,
    ).toBe(400);
  });
});
