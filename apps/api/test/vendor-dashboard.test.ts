import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelope, vendorDashboardSchema } from "@utsav/domain";
import type { VendorDashboard } from "@utsav/domain";
import { bookings, callLeads } from "@utsav/db";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { approveDirectly, signInOperator } from "./operator-helper.ts";
import { setStatus } from "./bookings-helper.ts";
import { addFoodLicence, offeringBody, readyVendor } from "./vendor-helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const BOOKING_FIELDS = [
  { label: "Your name", field: "name", type: "input", inputType: "text", required: true },
  { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: false },
  { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
];

async function dashboard(cookie: string): Promise<VendorDashboard> {
  const response = await app.inject({ method: "GET", url: "/api/vendor/dashboard", headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  return envelope(vendorDashboardSchema).parse(response.json()).data;
}

async function createOffering(vendor: Awaited<ReturnType<typeof readyVendor>>, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: vendor.headers,
    payload: offeringBody(vendor.imageIds.slice(0, 1), overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; title: string; slug: string };
}

const book = (offering: { id: string; title: string }, bookingData: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/api/public/booking",
    payload: { offeringId: offering.id, vendorName: "x", offeringName: offering.title, bookingData },
  });

describe("GET /api/vendor/dashboard", () => {
  it("starts empty, with the profile and KYC state", async () => {
    const vendor = await readyVendor(app, 1);
    expect(await dashboard(vendor.cookie)).toEqual({
      businessName: vendor.businessName,
      storeSlug: null,
      profileState: "draft",
      missingSections: ["business", "contact", "service", "terms"],
      kycState: "not_started",
      kycReason: null,
      review: { state: "draft", pausedReason: null, latest: null },
      counts: {
        liveOfferings: 0,
        waitingOfferings: 0,
        hiddenOfferings: 0,
        licenceOfferings: 0,
        bookingsThisWeek: 0,
        bookingsTotal: 0,
        leadsThisWeek: 0,
        leadsTotal: 0,
      },
      latestBookings: [],
      latestLeads: [],
    });
  });

  it("counts live offerings, bookings and leads of this vendor only, this week and in total", async () => {
    const vendor = await readyVendor(app, 1);
    const other = await readyVendor(app, 1);
    await approveDirectly(app, vendor.vendorId);
    await approveDirectly(app, other.vendorId);
    const bookable = await createOffering(vendor, { offeringType: "book", bookingAttributes: BOOKING_FIELDS });
    await createOffering(vendor);
    const paused = await createOffering(vendor, { status: 15 });
    const deleted = await createOffering(vendor);
    await app.inject({ method: "PUT", url: `/api/vendor/offering/${deleted.id}/status`, headers: vendor.headers, payload: { status: 20 } });
    const theirs = await createOffering(other, { offeringType: "book", bookingAttributes: BOOKING_FIELDS });

    expect((await book(bookable, { name: "Meera", mobile: "9845012345", eventDate: "12 Nov" })).statusCode).toBe(200);
    expect((await book(bookable, { mobile: "9845000000", name: "Arjun" })).statusCode).toBe(200);
    expect((await book(theirs, { name: "Someone", mobile: "9845011111" })).statusCode).toBe(200);
    // A booking from last month counts in the total only.
    await app.database.db.insert(bookings).values({
      id: `bk_${randomUUID()}`,
      offeringId: bookable.id,
      vendorId: vendor.vendorId,
      offeringName: bookable.title,
      vendorName: vendor.businessName,
      bookingData: { name: "Old", mobile: "9845022222" },
      requestHash: "old",
      createdAt: sql`now() - interval '30 days'`,
    });

    // Leads need the vendor's number (the contact section).
    await app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/contact/save",
      headers: vendor.headers,
      payload: { contactName: "Asha Rao", phoneNumber: "9845099999" },
    });
    const named = await signIn(app);
    await app.inject({
      method: "PUT",
      url: "/api/consumer",
      headers: { cookie: named.cookie, origin: ORIGIN },
      payload: { fullName: "Kavya Shetty", companyName: null },
    });
    const anonymous = await signIn(app);
    for (const consumer of [named, anonymous]) {
      const lead = await app.inject({
        method: "POST",
        url: "/api/consumer/call-lead",
        headers: { cookie: consumer.cookie, origin: ORIGIN },
        payload: { offeringId: bookable.id, vendorName: vendor.businessName, offeringName: bookable.title },
      });
      expect(lead.statusCode, lead.body).toBe(200);
    }
    await app.database.db.insert(callLeads).values({
      id: randomUUID(),
      userId: named.userId,
      offeringId: paused.id,
      vendorId: vendor.vendorId,
      day: "2025-01-01",
      createdAt: sql`now() - interval '8 days'`,
    });

    const data = await dashboard(vendor.cookie);
    expect(data.counts).toMatchObject({ liveOfferings: 2, bookingsThisWeek: 2, bookingsTotal: 3, leadsThisWeek: 2, leadsTotal: 3 });
    expect(data.missingSections).toEqual(["business", "service", "terms"]);

    expect(data.latestBookings).toHaveLength(3);
    expect(data.latestBookings[0]).toMatchObject({
      offeringId: bookable.id,
      offeringName: bookable.title,
      status: "received",
      details: [
        { label: "Your name", value: "Arjun" },
        { label: "Mobile", value: "9845000000" },
      ],
    });
    // Labels from the offering's booking fields, in their order.
    expect(data.latestBookings[1]!.details).toEqual([
      { label: "Your name", value: "Meera" },
      { label: "Event date", value: "12 Nov" },
      { label: "Mobile", value: "9845012345" },
    ]);
    expect(data.latestBookings[2]!.details[0]).toEqual({ label: "Your name", value: "Old" });
    expect(data.latestBookings.map((b) => b.details[0]!.value)).not.toContain("Someone");

    expect(data.latestLeads).toHaveLength(3);
    expect(data.latestLeads[0]).toMatchObject({
      offeringId: bookable.id,
      offeringName: bookable.title,
      consumerName: null,
      consumerPhone: anonymous.phone,
    });
    expect(data.latestLeads[1]).toMatchObject({ consumerName: "Kavya Shetty", consumerPhone: named.phone });
    expect(data.latestLeads[2]).toMatchObject({ offeringId: paused.id });
    const times = data.latestLeads.map((l) => Date.parse(l.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const theirData = await dashboard(other.cookie);
    expect(theirData.counts).toMatchObject({ liveOfferings: 1, bookingsThisWeek: 1, bookingsTotal: 1, leadsThisWeek: 0, leadsTotal: 0 });
  });

  it("lists the newest 10 bookings", async () => {
    const vendor = await readyVendor(app, 1);
    const offering = await createOffering(vendor, { offeringType: "book", bookingAttributes: BOOKING_FIELDS });
    await app.database.db.insert(bookings).values(
      Array.from({ length: 12 }, (_, i) => ({
        id: `bk_${randomUUID()}`,
        offeringId: offering.id,
        vendorId: vendor.vendorId,
        offeringName: offering.title,
        vendorName: vendor.businessName,
        bookingData: { name: `Guest ${i}`, mobile: "9845012345" },
        requestHash: `h${i}`,
        createdAt: sql`now() - make_interval(hours => ${i})`,
      })),
    );
    const data = await dashboard(vendor.cookie);
    expect(data.counts.bookingsTotal).toBe(12);
    expect(data.latestBookings.map((b) => b.details[0]!.value)).toEqual(Array.from({ length: 10 }, (_, i) => `Guest ${i}`));
  });

  it("counts as Live only what shoppers see; waiting, hidden and licence-held offerings apart, each with its reason", async () => {
    const vendor = await readyVendor(app, 1);
    const operator = await signInOperator(app);
    const first = await createOffering(vendor, { offeringType: "book", bookingAttributes: BOOKING_FIELDS });
    const second = await createOffering(vendor);
    await createOffering(vendor, { status: 15 });
    const reach = async () => {
      const { liveOfferings, waitingOfferings, hiddenOfferings, licenceOfferings } = (await dashboard(vendor.cookie)).counts;
      return { live: liveOfferings, waiting: waitingOfferings, hidden: hiddenOfferings, licence: licenceOfferings };
    };
    // Not approved yet: live for the vendor, waiting for review for shoppers. A paused offering counts nowhere.
    expect(await reach()).toEqual({ live: 0, waiting: 2, hidden: 0, licence: 0 });

    await approveDirectly(app, vendor.vendorId);
    expect(await reach()).toEqual({ live: 2, waiting: 0, hidden: 0, licence: 0 });
    const operatorPost = (url: string, payload?: object) =>
      app.inject({ method: "POST", url: `/api/operator${url}`, headers: operator.headers, ...(payload ? { payload } : {}) });
    expect((await operatorPost(`/offerings/${second.id}/hide`, { reason: "The photos show another vendor's work." })).statusCode).toBe(200);
    const sweets = await createOffering(vendor, { category: "sweets" });
    expect(await reach()).toEqual({ live: 1, waiting: 0, hidden: 1, licence: 1 });

    // Live is the storefront's own gate: the offerings whose page shoppers can open.
    const shown = [];
    for (const offering of [first, second, sweets]) {
      const page = await app.inject({ method: "GET", url: `/api/offerings/${offering.slug}` });
      if (page.statusCode === 200) shown.push(offering.id);
    }
    expect(shown).toEqual([first.id]);

    await addFoodLicence(app, vendor.vendorId);
    expect(await reach()).toEqual({ live: 2, waiting: 0, hidden: 1, licence: 0 });
    // A business operators pause is hidden whole.
    expect((await operatorPost(`/vendors/${vendor.vendorId}/pause`, { reason: "Shoppers reported missed bookings." })).statusCode).toBe(
      200,
    );
    expect(await reach()).toEqual({ live: 0, waiting: 0, hidden: 3, licence: 0 });
  });

  it("shows each latest booking's status", async () => {
    const vendor = await readyVendor(app, 1);
    await approveDirectly(app, vendor.vendorId);
    const offering = await createOffering(vendor, { offeringType: "book", bookingAttributes: BOOKING_FIELDS });
    expect((await book(offering, { name: "Meera", mobile: "9845012345" })).statusCode).toBe(200);
    expect((await book(offering, { name: "Arjun", mobile: "9845000000" })).statusCode).toBe(200);
    const [newest, older] = (await dashboard(vendor.cookie)).latestBookings;
    const confirmed = await setStatus(app, vendor.headers, older!.id, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await dashboard(vendor.cookie)).latestBookings.map((b) => [b.id, b.status])).toEqual([
      [newest!.id, "received"],
      [older!.id, "confirmed"],
    ]);
  });
});
