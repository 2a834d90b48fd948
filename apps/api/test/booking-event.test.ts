import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import {
  addDays,
  consumerBookingDetailSchema,
  consumerBookingListSchema,
  DEFAULT_BOOKING_QUESTIONS,
  earliestEventDate,
  envelope,
  formatLongDate,
  vendorBookingDetailSchema,
  vendorBookingListSchema,
} from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { RATE_LIMITS } from "../src/platform/rate-limiter.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { NotificationDrafts } from "../src/modules/notifications/notification-drafts.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { freshMobile, setStatus } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { approveDirectly } from "./operator-helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

// The event reaches the vendor (docs/decisions/0034): the date the form picked, the locality checked against the
// vendor's area and the address written reach the vendor's booking, list and CSV, the shopper's booking and list, the
// vendor's new-booking SMS and e-mail, and a new SMS to the shopper with the link to follow the booking.

let app: FastifyInstance;
let vendor: Awaited<ReturnType<typeof readyVendor>> & { offeringId: string; title: string };
const vendorEmail = "events@bloom-studio.example";
const eventDate = addDays(earliestEventDate(null), 20);
const address = "14 Rose Lane\n5th Block";

beforeAll(async () => {
  const notifications = { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false };
  app = await buildTestApp({ notifications, publicOrigin: "https://utsav.example" });
  const ready = await readyVendor(app, 1);
  // A new bookable offering with the questions a vendor's editor starts with: name, phone, event date and address.
  const offering = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: ready.headers,
    payload: offeringBody(ready.imageIds, { offeringType: "book", bookingAttributes: DEFAULT_BOOKING_QUESTIONS }),
  });
  expect(offering.statusCode, offering.body).toBe(200);
  await approveDirectly(app, ready.vendorId);
  const contact = { contactName: "Asha Rao", phoneNumber: freshMobile(), email: vendorEmail };
  const saved = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/contact/save",
    headers: ready.headers,
    payload: contact,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  vendor = { ...ready, offeringId: offering.json().data.id, title: offering.json().data.title };
});
afterAll(async () => {
  await app.close();
});

let ipCounter = 0;
/** Places a booking as the booking form sends it: the answers, the picked date and the locality. */
async function book(payload: Record<string, unknown>, cookie?: string) {
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "x-forwarded-for": `10.34.0.${++ipCounter}`, ...(cookie ? { cookie, origin: ORIGIN } : {}) },
    payload: { vendorName: "", offeringName: "", ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.bookingId as string;
}

const placeEvent = (mobile: string, cookie?: string) =>
  book(
    {
      offeringId: vendor.offeringId,
      bookingData: { name: "Meera Rao", phoneNumber: mobile, eventDate: formatLongDate(eventDate), address },
      eventDate,
      locality: "koramangala",
    },
    cookie,
  );

const outboxRows = (bookingId: string) => new OutboxRepository(app.database.db).byEventPrefix(`booking:${bookingId}:`);
const reference = (id: string) => `#${id.slice(-8).toUpperCase()}`;
/** A value as an SMS carries it: at most 30 characters, an ellipsis showing a cut. */
const cut = (value: string) => (value.length <= 30 ? value : `${value.slice(0, 29)}…`);

describe("the vendor reads when and where", () => {
  it("in the booking's detail and its list row, with every field the shopper filled", async () => {
    const id = await placeEvent(freshMobile());
    const response = await app.inject({ method: "GET", url: `/api/vendor/bookings/${id}`, headers: vendor.headers });
    expect(response.statusCode, response.body).toBe(200);
    const detail = envelope(vendorBookingDetailSchema).parse(response.json()).data;
    // The locality as the gazetteer names it, whatever its case when typed.
    expect(detail).toMatchObject({ eventDate, locality: "Koramangala", address });
    expect(detail.details).toEqual([
      { label: "Name", value: "Meera Rao" },
      { label: "Phone number", value: expect.any(String) },
      { label: "Event date", value: formatLongDate(eventDate) },
      { label: "Address", value: address },
    ]);
    const list = await app.inject({ method: "GET", url: "/api/vendor/bookings", headers: vendor.headers });
    const row = envelope(vendorBookingListSchema)
      .parse(list.json())
      .data.needsAnswer.find((b) => b.id === id);
    expect(row).toMatchObject({ eventDate, locality: "Koramangala" });
    expect(row).not.toHaveProperty("address");
  });

  it("in the CSV export, after the columns it always had", async () => {
    const id = await placeEvent(freshMobile());
    const response = await app.inject({ method: "GET", url: "/api/vendor/bookings/export", headers: vendor.headers });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe("Reference,Placed,Status,Offering,Customer,Phone,Details,Event date,Locality,Address");
    const row = rows.find((r) => r.startsWith(reference(id)));
    expect(row).toMatch(new RegExp(`,${eventDate},Koramangala,"14 Rose Lane\\n5th Block"$`));
  });

  it("in the new-booking SMS (the locality, within 30 characters) and e-mail (the whole address)", async () => {
    const mobile = freshMobile();
    const id = await placeEvent(mobile);
    const rows = await outboxRows(id);
    const sms = rows.find((r) => r.template === "booking_received_vendor_sms")!;
    expect(sms.recipient).toBe(vendor.phone);
    expect(sms.variables).toMatchObject({ date: formatLongDate(eventDate), place: "Koramangala" });
    expect(sms.text).toContain(`from Meera Rao. Event: ${formatLongDate(eventDate)}, Koramangala. Confirm or decline it at`);
    const email = rows.find((r) => r.template === "booking_received_vendor_email")!;
    expect(email.recipient).toBe(vendorEmail);
    expect(email.subject).toBe(`New booking ${reference(id)} for ${vendor.title} on ${formatLongDate(eventDate)}`);
    expect(email.text).toContain(`Event date: ${formatLongDate(eventDate)}\nPlace: 14 Rose Lane, 5th Block, Koramangala\n\n`);
    expect(email.text).toContain(`Name: Meera Rao\nPhone number: ${mobile}\nEvent date: ${formatLongDate(eventDate)}\nAddress: ${address}`);
  });

  it("an address with no locality chosen or found: the SMS says its start, cut as DLT allows", async () => {
    const id = await book({
      offeringId: vendor.offeringId,
      bookingData: { name: "Kiran", phoneNumber: freshMobile(), eventDate: "x", address: "Flat 1203, Tower B, Lakeside Habitat" },
      eventDate,
    });
    const sms = (await outboxRows(id)).find((r) => r.template === "booking_received_vendor_sms")!;
    expect(sms.variables.place).toBe("Flat 1203, Tower B, Lakeside …");
    expect(sms.variables.place).toHaveLength(30);
  });
});

describe("the shopper", () => {
  it("gets an SMS naming the offering and the date, with the link to follow the booking", async () => {
    const mobile = freshMobile();
    const id = await placeEvent(mobile);
    const [sms] = (await outboxRows(id)).filter((r) => r.eventKey === `booking:${id}:placed:consumer`);
    expect(sms).toMatchObject({ channel: "sms", recipient: `+91${mobile}`, template: "booking_placed_consumer_sms" });
    expect(sms!.text).toBe(
      `Your booking ${reference(id)} for ${cut(vendor.title)} (${formatLongDate(eventDate)}) is placed with ${cut(vendor.businessName)}. Follow it at https://utsav.example/account/bookings/${id} - Utsav`,
    );
    // The link holds no secret: a guest opens it by signing in with this number, and then finds the booking.
    const guest = await signIn(app, "consumer", mobile);
    const opened = await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: { cookie: guest.cookie } });
    expect(opened.statusCode).toBe(200);
    const someoneElse = await signIn(app, "consumer");
    expect(
      (await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: { cookie: someoneElse.cookie } })).statusCode,
    ).toBe(404);
  });

  it("gets at most 3 such SMS a day at one number: past that the booking is placed all the same, without it", async () => {
    const mobile = freshMobile();
    const cap = RATE_LIMITS.bookingPlacedSms.phone.max;
    const ids: string[] = [];
    for (let i = 0; i < cap + 2; i++) ids.push(await placeEvent(mobile));
    const rows = await Promise.all(ids.map(outboxRows));
    const toShopper = rows.map((r, i) => r.filter((m) => m.eventKey === `booking:${ids[i]}:placed:consumer`).length);
    expect(toShopper).toEqual([...Array<number>(cap).fill(1), 0, 0]);
    // The vendor hears of every one, and another number gets its own.
    expect(rows.map((r) => r.filter((m) => m.template === "booking_received_vendor_sms").length)).toEqual(ids.map(() => 1));
    const other = await placeEvent(freshMobile());
    expect((await outboxRows(other)).filter((m) => m.template === "booking_placed_consumer_sms")).toHaveLength(1);
  });

  it("reads the date, the place and the fields given, in the booking and in My bookings", async () => {
    const shopper = await signIn(app, "consumer");
    const id = await placeEvent(shopper.phone.slice(3), shopper.cookie);
    const response = await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: { cookie: shopper.cookie } });
    const detail = envelope(consumerBookingDetailSchema).parse(response.json()).data;
    expect(detail).toMatchObject({ offeringName: vendor.title, eventDate, locality: "Koramangala", address });
    expect(detail.details.map((d) => d.label)).toEqual(["Name", "Phone number", "Event date", "Address"]);
    const list = await app.inject({ method: "GET", url: "/api/consumer/bookings", headers: { cookie: shopper.cookie } });
    expect(envelope(consumerBookingListSchema).parse(list.json()).data.bookings[0]).toMatchObject({
      id,
      eventDate,
      locality: "Koramangala",
    });
  });

  it("sees the date picked on a catalogue offering, whose own questions ask none", async () => {
    const kit = CATALOGUE.offerings.find((o) => o.id === "JSS1")!;
    const shopper = await signIn(app, "consumer");
    const date = addDays(earliestEventDate(30), 3);
    const id = await book(
      { offeringId: kit.id, bookingData: { name: "Asha", mobile: shopper.phone.slice(3), address: "12 MG Road" }, eventDate: date },
      shopper.cookie,
    );
    const response = await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: { cookie: shopper.cookie } });
    const detail = envelope(consumerBookingDetailSchema).parse(response.json()).data;
    expect(detail).toMatchObject({ eventDate: date, address: "12 MG Road" });
    expect(detail.details.map((d) => d.label)).not.toContain("Event date");
  });

  it("is told of each change with the offering and the date", async () => {
    const mobile = freshMobile();
    const id = await placeEvent(mobile);
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    const confirmed = (await outboxRows(id)).find((r) => r.template === "booking_confirmed_consumer_sms")!;
    expect(confirmed.recipient).toBe(`+91${mobile}`);
    expect(confirmed.text).toContain(`for ${cut(vendor.title)} (${formatLongDate(eventDate)}) is confirmed by`);
  });
});

describe("the messages of a status change (NotificationDrafts)", () => {
  const drafts = new NotificationDrafts("https://utsav.example", true);
  const booking = {
    id: "bk_0123456789abcdef0123456789abcdef",
    offeringName: "Balloon arch",
    vendorName: "Bloom Studio",
    consumerName: "Meera",
    consumerPhone: "+919845012345",
    eventDate: "2026-03-14",
    locality: "Koramangala",
  };
  const recipients = { vendorName: "Bloom Studio", phone: "+919800000001", email: "b@bloom.example", whatsapp: null, alerts: null };

  it("an operator's cancellation tells both sides, naming the reason, and the shopper what comes back", () => {
    const messages = drafts.statusChanged(
      booking,
      { eventId: "be_1", actor: "operator", to: "cancelled", reason: "Vendor unreachable", refund: { amount: 1500, of: 1500 } },
      recipients,
    );
    expect(messages.map((m) => [m.recipient, m.template])).toEqual([
      ["+919845012345", "booking_cancelled_refund_consumer_sms"],
      ["+919800000001", "booking_cancelled_vendor_sms"],
      ["b@bloom.example", "booking_cancelled_vendor_email"],
    ]);
    expect(messages[0]!.text).toBe(
      "Your booking #89ABCDEF for Balloon arch (14 March 2026) was cancelled by Utsav support: Vendor unreachable. Refund: ₹1,500 back of ₹1,500. See https://utsav.example/account/bookings/bk_0123456789abcdef0123456789abcdef - Utsav",
    );
    expect(messages[1]!.text).toBe(
      "Booking #89ABCDEF for Balloon arch (14 March 2026) was cancelled by Utsav support: Vendor unreachable. See https://utsav.example/vendor/bookings/bk_0123456789abcdef0123456789abcdef - Utsav",
    );
    expect(messages[2]!.text).toContain("was cancelled by Utsav support.\nReason: Vendor unreachable");
    expect(messages.map((m) => m.eventKey)).toEqual([
      "booking:bk_0123456789abcdef0123456789abcdef:event:be_1:consumer",
      "booking:bk_0123456789abcdef0123456789abcdef:event:be_1:vendor",
      "booking:bk_0123456789abcdef0123456789abcdef:event:be_1:vendor",
    ]);
  });

  it("a shopper's cancellation with a refund states it; a vendor's tells only the shopper; no date says so", () => {
    const byShopper = drafts.statusChanged(
      booking,
      { eventId: "be_2", actor: "consumer", to: "cancelled", reason: null, refund: { amount: 750, of: 1500 } },
      recipients,
    );
    expect(byShopper[0]!.text).toContain("was cancelled by you: no reason given. Refund: ₹750 back of ₹1,500.");
    expect(byShopper.filter((m) => m.template === "booking_cancelled_vendor_sms")[0]!.text).toContain("cancelled by the customer");
    const byVendor = drafts.statusChanged(
      { ...booking, eventDate: null },
      { eventId: "be_3", actor: "vendor", to: "cancelled", reason: "Rain", refund: null },
      recipients,
    );
    expect(byVendor.map((m) => m.template)).toEqual(["booking_cancelled_consumer_sms"]);
    expect(byVendor[0]!.text).toContain("for Balloon arch (date to be agreed) was cancelled by the vendor: Rain. See");
  });
});
