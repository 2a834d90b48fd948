import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { addDays, consumerBookingDetailSchema, consumerBookingListSchema, envelope, errorEnvelopeSchema, indianDate } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// Issue 38, "the storefront tells the truth": a refused request says what to fix in a sentence (no schema paths), and
// My bookings says when the event is and what it costs, not only when the booking was placed.

let app: FastifyInstance;
let vendor: BookableVendor;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
});
afterAll(async () => {
  await app.close();
});

const book = (bookingData: Record<string, string>, extra: object = {}) =>
  app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "x-forwarded-for": "10.38.0.1" },
    payload: { offeringId: "JSS1", vendorName: "", offeringName: "", bookingData, ...extra },
  });

describe("a refused request's message", () => {
  it("names the field in plain words, never the schema's path or zod's wording", async () => {
    const response = await book({ name: "Asha", mobile: "9845012345", address: "x".repeat(5000) });
    expect(response.statusCode).toBe(400);
    const { errorMessage, errorCode } = errorEnvelopeSchema.parse(response.json());
    expect(errorMessage).toBe("Address can hold at most 2000 characters");
    expect(errorCode).toBe("VALIDATION_FAILED");
  });

  it.each([
    [{ offeringId: "JSS1", vendorName: "", offeringName: "" }, "Booking data is required"],
    [{ offeringId: "JSS1", vendorName: "", offeringName: "", bookingData: { name: 5 } }, "Name must be text"],
    [{ offeringId: "JSS1", vendorName: "", offeringName: "", bookingData: {}, coupon: "FREE" }, "Unknown field: coupon"],
    // A body of many unknown keys is not read back whole.
    [
      { offeringId: "JSS1", vendorName: "", offeringName: "", bookingData: {}, a: 1, b: 2, c: 3, d: 4, e: 5 },
      "Unknown fields: a, b, c and 2 more",
    ],
  ])("says %j as a sentence", async (payload, message) => {
    const response = await app.inject({ method: "POST", url: "/api/public/booking", payload });
    expect(response.statusCode).toBe(400);
    const { errorMessage } = errorEnvelopeSchema.parse(response.json());
    expect(errorMessage).toBe(message);
    expect(errorMessage).not.toMatch(/Invalid (body|query|path)|bookingData|expected|received|:\s*Too big/);
  });

  it("keeps the domain's own words as they are, without the field's path before them", async () => {
    const response = await app.inject({ method: "GET", url: "/api/offerings?limit=abc" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("Limit must be a number");
  });
});

describe("My bookings says when the event is and what it costs", () => {
  it("lists the event's day (picked, else the shopper's answer to the date question) and the price kept at booking", async () => {
    const consumer = await signIn(app, "consumer");
    const headers = { cookie: consumer.cookie, origin: ORIGIN };
    // The vendor's own "Event date" question, answered in words.
    const answered = await placeBooking(
      app,
      vendor.offering.id,
      { name: "Meera", mobile: freshMobile(), eventDate: "Sat 14 March" },
      consumer.cookie,
    );
    const unsaid = await placeBooking(app, vendor.offering.id, { name: "Meera", mobile: freshMobile() }, consumer.cookie);
    const listed = await app.inject({ method: "GET", url: "/api/consumer/bookings", headers });
    expect(listed.statusCode, listed.body).toBe(200);
    const { bookings } = envelope(consumerBookingListSchema).parse(listed.json()).data;
    const byId = new Map(bookings.map((b) => [b.id, b]));
    expect(byId.get(answered)).toMatchObject({ eventDay: "Sat 14 March", price: 1500 });
    expect(byId.get(unsaid)).toMatchObject({ eventDay: null, price: 1500 });
    // The booking's own page says the same.
    const detail = await app.inject({ method: "GET", url: `/api/consumer/bookings/${answered}`, headers });
    expect(envelope(consumerBookingDetailSchema).parse(detail.json()).data).toMatchObject({ eventDay: "Sat 14 March", price: 1500 });
  });

  it("says the date picked in the form as pages say it", async () => {
    const consumer = await signIn(app, "consumer");
    const date = addDays(indianDate(), 20);
    const response = await app.inject({
      method: "POST",
      url: "/api/public/booking",
      headers: { cookie: consumer.cookie, origin: ORIGIN, "x-forwarded-for": "10.38.0.2" },
      payload: {
        offeringId: vendor.offering.id,
        vendorName: "",
        offeringName: "",
        bookingData: { name: "Meera", mobile: freshMobile() },
        eventDate: date,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await app.inject({ method: "GET", url: "/api/consumer/bookings", headers: { cookie: consumer.cookie } });
    const [booking] = envelope(consumerBookingListSchema).parse(listed.json()).data.bookings;
    expect(booking?.eventDate).toBe(date);
    expect(booking?.eventDay).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it("a completed booking can no longer be cancelled", async () => {
    const consumer = await signIn(app, "consumer");
    const id = await placeBooking(app, vendor.offering.id, { name: "Meera", mobile: freshMobile() }, consumer.cookie);
    await setStatus(app, vendor.headers, id, { status: "confirmed" });
    expect((await setStatus(app, vendor.headers, id, { status: "completed" })).statusCode).toBe(200);
    const detail = await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: { cookie: consumer.cookie } });
    expect(envelope(consumerBookingDetailSchema).parse(detail.json()).data).toMatchObject({ status: "completed", canCancel: false });
  });
});
