import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vendorProfiles, vendorTerms } from "@utsav/db";
import { addDays, indianDate, TERMS_MESSAGES } from "@utsav/domain";
import { consumer, quotingVendor, sendBrief, briefBody } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { approvedVendorWithOffering } from "./operator-helper.ts";
import { signInVendor, vendorHeaders } from "./vendor-helper.ts";

// Service areas that mean what they say (issue 37, docs/decisions/0036): a vendor serves its radius and the localities
// it names, everywhere shoppers meet it; the base and every named area are localities of the gazetteer.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: "GET", url });
const saveService = (headers: Record<string, string>, body: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/vendor/profile/section/service/save", headers, payload: body });
/** Within 5 km of HSR Layout, which leaves out Whitefield (12.9 km) and KR Puram (11.9 km), and Whitefield by name. */
const SHORT_RADIUS_AND_WHITEFIELD = { area: "HSR Layout", serviceAreas: ["HSR Layout", "whitefield"], serviceRadiusKm: 5, leadTimeDays: 1 };
const serviceability = (offeringId: string, locality: string) =>
  get(`/api/serviceability?offeringId=${offeringId}&locality=${encodeURIComponent(locality)}`);

describe("a vendor that names Whitefield besides a short radius", () => {
  const bookingAttributes = [
    { label: "Name", field: "name", type: "input", inputType: "text", required: true },
    { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
  ];
  let offering: { id: string; slug: string; title: string };
  let headers: Record<string, string>;
  beforeAll(async () => {
    const made = await approvedVendorWithOffering(app, { offeringType: "book", bookingAttributes });
    headers = made.vendor.headers;
    offering = made.offering as typeof offering;
    const saved = await saveService(headers, SHORT_RADIUS_AND_WHITEFIELD);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("keeps the gazetteer's names, and writes them into the vendor's terms", async () => {
    const section = (await app.inject({ method: "GET", url: "/api/vendor/profile/section/service", headers })).json().data;
    expect(section.data).toMatchObject({ area: "HSR Layout", serviceAreas: ["HSR Layout", "Whitefield"] });
    const page = (await get(`/api/offerings/${offering.slug}`)).json().data.offering;
    expect(page.terms).toMatchObject({
      serviceArea: { kind: "radius", baseLocality: "HSR Layout", radiusKm: 5, areas: ["HSR Layout", "Whitefield"] },
      serviceAreaSummary: "Serves within 5 km of HSR Layout, and Whitefield",
    });
  });

  it("serves Whitefield on the offering page, with the distance, and still not KR Puram", async () => {
    const whitefield = await serviceability(offering.id, "Whitefield");
    expect(whitefield.json().data).toEqual({
      serves: true,
      distanceKm: 12.9,
      baseLocality: "HSR Layout",
      radiusKm: 5,
      locality: "Whitefield",
      line: "Serves Whitefield",
    });
    expect((await serviceability(offering.id, "KR Puram")).json().data).toMatchObject({
      serves: false,
      line: "Doesn't serve KR Puram: 12 km away, serves within 5 km of HSR Layout",
    });
  });

  it("takes a booking in Whitefield, and refuses one in KR Puram with the page's line", async () => {
    const book = (locality: string) =>
      app.inject({
        method: "POST",
        url: "/api/public/booking",
        payload: {
          offeringId: offering.id,
          vendorName: "x",
          offeringName: "x",
          bookingData: { name: "Asha Rao", address: "12 ITPL Main Road" },
          eventDate: addDays(indianDate(), 2),
          locality,
        },
      });
    const accepted = await book("Whitefield");
    expect(accepted.statusCode, accepted.body).toBe(200);
    const refused = await book("KR Puram");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errorCode: "OUTSIDE_SERVICE_AREA",
      errorMessage: expect.stringMatching(/^Doesn't serve KR Puram/),
    });
  });

  it("is kept by search's Serves my area for Whitefield, and left out for KR Puram", async () => {
    const found = async (servesLocality: string) => {
      const response = await app.inject({
        method: "POST",
        url: "/api/search",
        payload: { query: offering.title, limit: 100, filters: { servesLocality } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.results as { id: string }[]).some((r) => r.id === offering.id);
    };
    expect(await found("Whitefield")).toBe(true);
    expect(await found("KR Puram")).toBe(false);
  });

  it("is not among the offerings that do not serve Whitefield (cards and lists)", async () => {
    const unserved = async (locality: string) =>
      (await app.inject({ method: "PUT", url: "/api/location", payload: { locality }, headers: { origin: headers.origin! } })).json().data
        .unservedOfferingIds as string[];
    expect(await unserved("Whitefield")).not.toContain(offering.id);
    expect(await unserved("KR Puram")).toContain(offering.id);
  });
});

describe("brief matching", () => {
  it("sends a brief for Whitefield to a vendor that names it, and one for KR Puram not", async () => {
    const vendor = await quotingVendor(app, { area: "HSR Layout", radiusKm: 5 });
    const saved = await saveService(vendor.headers, { ...SHORT_RADIUS_AND_WHITEFIELD, leadTimeDays: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    const shopper = await consumer(app);
    const listed = async (locality: string) => {
      const sent = await sendBrief(app, shopper.headers, briefBody({ locality }));
      expect(sent.statusCode, sent.body).toBe(200);
      const theirs = (await app.inject({ method: "GET", url: "/api/vendor/briefs", headers: vendor.headers })).json().data.briefs;
      return (theirs as { id: string }[]).some((b) => b.id === sent.json().data.id);
    };
    expect(await listed("Whitefield")).toBe(true);
    expect(await listed("KR Puram")).toBe(false);
  });
});

describe("only localities of the gazetteer", () => {
  let headers: Record<string, string>;
  let vendorId: string;
  let offeringId: string;
  beforeAll(async () => {
    const made = await approvedVendorWithOffering(app);
    headers = made.vendor.headers;
    vendorId = made.vendor.vendorId;
    offeringId = made.offering.id;
  });

  it.each([
    ["the base", { area: "Zzzzland" }, "area"],
    ["a named area", { serviceAreas: ["Whitefield", "Zzzzland"] }, "serviceAreas.1"],
  ])("refuses %s it does not know (400, on the field, in the popup's words)", async (_what, change, field) => {
    const response = await saveService(headers, { ...SHORT_RADIUS_AND_WHITEFIELD, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      data: null,
      errorCode: "VALIDATION_FAILED",
      errorField: field,
      errorMessage: TERMS_MESSAGES.unknownLocality("Zzzzland"),
    });
  });

  it("refuses an onboarding area it does not know, and keeps a known one by its name", async () => {
    const onboard = async (area: string) => {
      const { cookie } = await signInVendor(app);
      const payload = {
        businessName: `Area Probe ${Math.random().toString(36).slice(2, 8)}`,
        contactName: "Ravi",
        category: "decor",
        area,
      };
      return app.inject({ method: "POST", url: "/api/vendor/profile/onboard", headers: vendorHeaders(cookie), payload });
    };
    const unknown = await onboard("Zzzzland");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toBe(TERMS_MESSAGES.unknownLocality("Zzzzland"));
    expect((await onboard("Krishnarajapuram")).statusCode).toBe(200);
  });

  it("keeps loading a profile saved before, with places it does not know, as the city limits until it is fixed", async () => {
    const legacy = { area: "Zzzzland", serviceAreas: ["Zzzzland", "Whitefield"], serviceRadiusKm: 2, leadTimeDays: 1 };
    await app.database.db
      .update(vendorProfiles)
      .set({ sections: sql`${vendorProfiles.sections} || jsonb_build_object('service', ${JSON.stringify(legacy)}::jsonb)` })
      .where(eq(vendorProfiles.vendorId, vendorId));
    await app.terms.writeFromProfile(vendorId, { service: legacy });
    const [terms] = await app.database.db.select().from(vendorTerms).where(eq(vendorTerms.vendorId, vendorId));
    expect(terms?.serviceArea).toEqual({ kind: "radius", baseLocality: "Zzzzland", radiusKm: 2, areas: ["Whitefield"] });

    const profile = await app.inject({ method: "GET", url: "/api/vendor/profile", headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.sections.service).toEqual(legacy);
    const section = await app.inject({ method: "GET", url: "/api/vendor/profile/section/service", headers });
    expect(section.json().data.data).toEqual(legacy);
    expect((await serviceability(offeringId, "Jayanagar")).json().data).toMatchObject({ serves: true, radiusKm: 25 });
    expect((await serviceability(offeringId, "Whitefield")).json().data.serves).toBe(true);
    expect((await serviceability(offeringId, "Devanahalli")).json().data.serves).toBe(false);

    const again = await saveService(headers, legacy);
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toContain(TERMS_MESSAGES.unknownLocality("Zzzzland"));
    expect((await saveService(headers, { ...legacy, area: "Jayanagar", serviceAreas: ["Whitefield"] })).statusCode).toBe(200);
  });
});

describe("GET /api/localities", () => {
  it("names the locality the text means exactly, by any spelling or pincode, and none for a place it does not know", async () => {
    const match = async (q: string) => (await get(`/api/localities?q=${encodeURIComponent(q)}`)).json().data.match;
    expect(await match("Krishnarajapuram")).toMatchObject({ name: "KR Puram" });
    expect(await match("whitefield")).toMatchObject({ name: "Whitefield" });
    expect(await match("560102")).toMatchObject({ name: "HSR Layout" });
    expect(await match("White")).toBeNull();
    expect(await match("Zzzzland")).toBeNull();
    expect(await match("")).toBeNull();
  });
});
