import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { bookings } from "@utsav/db";
import { addDays, formatLongDate, indianDate } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { approveDirectly, approvedVendorWithOffering } from "./operator-helper.ts";
import { buildTestApp } from "./helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

// Vendor terms reach the consumer (docs/decisions/0022): serviceability, the chosen locality, and the booking checks.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, cookie?: string) => app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** Saves a vendor's Service section: based in HSR Layout, serving within 5 km, booked at least 3 days ahead. */
async function serveHsrLayout(headers: Record<string, string>) {
  const service = { area: "HSR Layout", serviceAreas: ["HSR Layout"], serviceRadiusKm: 5, leadTimeDays: 3 };
  const saved = await app.inject({ method: "POST", url: "/api/vendor/profile/section/service/save", headers, payload: service });
  expect(saved.statusCode, saved.body).toBe(200);
}
const firstOffering = (vendor: string, category?: string) =>
  CATALOGUE.offerings.find((o) => o.vendorKey === vendor && (!category || o.category === category))!;
const serviceability = (offeringId: string, locality: string) =>
  get(`/api/serviceability?offeringId=${offeringId}&locality=${encodeURIComponent(locality)}`);

describe("GET /api/localities", () => {
  it("suggests localities by name and by the start of a pincode", async () => {
    const byName = (await get("/api/localities?q=kora")).json().data.localities;
    expect(byName[0]).toMatchObject({ name: "Koramangala", pincodes: ["560034", "560095"] });
    const byPincode = (await get("/api/localities?q=560076")).json().data.localities.map((l: { name: string }) => l.name);
    expect(byPincode).toEqual(expect.arrayContaining(["BTM Layout", "Arekere"]));
  });
});

describe("GET /api/serviceability, for each catalogue vendor", () => {
  it.each([
    ["hoovu-kala", undefined, "BTM Layout", "Yelahanka", "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout"],
    ["zenith-sound", undefined, "Koramangala", "Whitefield", "Doesn't serve Whitefield: 13 km away, serves within 8 km of HSR Layout"],
    ["shiva-flowers", undefined, "Whitefield", "Kengeri", "Doesn't serve Kengeri: 26 km away, serves within 20 km of KR Puram"],
    [
      "sri-ranga-lights",
      undefined,
      "Yelahanka",
      "Devanahalli",
      "Doesn't serve Devanahalli: 36 km away, serves within 30 km of Koramangala",
    ],
    [
      "deepam-gifts",
      "decor",
      "Whitefield",
      "Devanahalli",
      "Doesn't serve Devanahalli: 33 km away, serves within 25 km of Bengaluru city centre",
    ],
    [
      "nanna-naturals",
      undefined,
      "Jayanagar",
      "Nelamangala",
      "Doesn't serve Nelamangala: 26 km away, serves within 25 km of Bengaluru city centre",
    ],
    [
      "house-of-corporate-gifts",
      undefined,
      "Whitefield",
      "Anekal",
      "Doesn't serve Anekal: 31 km away, serves within 25 km of Bengaluru city centre",
    ],
    ["mallige-florals", undefined, "MG Road", "Bidadi", "Doesn't serve Bidadi: 30 km away, serves within 25 km of Bengaluru city centre"],
    [
      "jaya-studio",
      undefined,
      "HSR Layout",
      "Devanahalli",
      "Doesn't serve Devanahalli: 33 km away, serves within 25 km of Bengaluru city centre",
    ],
  ])("%s (%s): serves %s, not %s", async (vendor, category, inside, outside, line) => {
    const { id } = firstOffering(vendor, category);
    const served = (await serviceability(id, inside)).json();
    expect(served.data).toMatchObject({ serves: true, locality: inside, line: `Serves ${inside}` });
    const refused = await serviceability(id, outside);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ serves: false, locality: outside, line });
    expect(refused.json().data.distanceKm).toBeGreaterThan(refused.json().data.radiusKm);
  });

  it.each([
    ["deepam-gifts", "gifts"],
    ["highball-works", undefined],
  ])("%s (%s) delivers Pan India: every locality is served", async (vendor, category) => {
    const { id } = firstOffering(vendor, category);
    expect((await serviceability(id, "Doddaballapur")).json().data).toMatchObject({ serves: true, radiusKm: null });
  });

  it("answers { serves, distanceKm, baseLocality, radiusKm } for a pincode too", async () => {
    const response = await get(`/api/serviceability?offeringId=${firstOffering("hoovu-kala").id}&pincode=560076`);
    expect(response.json().data).toEqual({
      serves: true,
      distanceKm: 4.1,
      baseLocality: "HSR Layout",
      radiusKm: 15,
      locality: "BTM Layout",
      line: "Serves BTM Layout",
    });
  });

  it("refuses an unknown locality (400), an unknown offering (404) and a question without a place (400)", async () => {
    const unknown = await serviceability("HKGN1", "Atlantis");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: "LOCALITY_UNKNOWN" });
    expect(unknown.json().errorMessage).toContain('"Atlantis"');
    expect((await serviceability("HKGN999", "BTM Layout")).statusCode).toBe(404);
    expect((await get("/api/serviceability?offeringId=HKGN1")).statusCode).toBe(400);
  });
});

describe("search: Serves my area", () => {
  const search = (servesLocality?: string) =>
    app.inject({
      method: "POST",
      url: "/api/search",
      payload: { query: "flower", limit: 100, filters: servesLocality ? { servesLocality } : {} },
    });
  const vendorsFound = async (servesLocality?: string) =>
    new Set(((await search(servesLocality)).json().data.results as { vendorName: string }[]).map((r) => r.vendorName));

  it("keeps only the offerings of vendors that serve the locality", async () => {
    const all = await vendorsFound();
    expect(all.has("Hoovu Kala Flower Decor")).toBe(true);
    expect((await vendorsFound("BTM Layout")).has("Hoovu Kala Flower Decor")).toBe(true);
    const yelahanka = await vendorsFound("Yelahanka");
    expect(yelahanka.has("Hoovu Kala Flower Decor")).toBe(false);
    expect(yelahanka.has("Shiva Flower Traders")).toBe(true);
    expect((await vendorsFound("560064")).has("Hoovu Kala Flower Decor")).toBe(false);
  });

  it("refuses a locality it does not know", async () => {
    expect((await search("Atlantis")).statusCode).toBe(400);
  });
});

describe("the offering page's terms", () => {
  it("carries the vendor's terms for the offering's category, and nothing invented", async () => {
    const hkgn = (await get(`/api/offerings/${firstOffering("hoovu-kala").slug}`)).json().data.offering;
    expect(hkgn.terms).toMatchObject({
      serviceAreaSummary: "Serves within 15 km of HSR Layout",
      leadTimeDays: 4,
      advancePercent: 50,
      refunds: { kind: "before_event" },
      // This app takes no payments (tests' default): the advance is not paid online.
      advancePaidOnline: false,
    });
    expect(Object.keys(hkgn.terms).sort()).toEqual(
      ["advancePaidOnline", "advancePercent", "leadTimeDays", "leadTimeText", "refunds", "serviceArea", "serviceAreaSummary"].sort(),
    );
    const studio = (await get(`/api/offerings/${firstOffering("jaya-studio").slug}`)).json().data.offering;
    expect(studio.terms).toMatchObject({ leadTimeDays: 1, advancePercent: null, refunds: null });
  });
});

describe("the shopper's locality", () => {
  const put = (locality: string | null, cookie?: string) =>
    app.inject({ method: "PUT", url: "/api/location", payload: { locality }, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers["set-cookie"]).split(";")[0]!;

  it("is chosen by name or pincode and kept in a cookie", async () => {
    const chosen = await put("560102");
    expect(chosen.json().data.locality).toMatchObject({ name: "HSR Layout" });
    expect(String(chosen.headers["set-cookie"])).toMatch(/utsav_locality=HSR%20Layout;.*HttpOnly/i);
    expect((await get("/api/location", cookieOf(chosen))).json().data.locality.name).toBe("HSR Layout");
    expect((await get("/api/location")).json().data.locality).toBeNull();
  });

  it("is kept in the profile when signed in, and read from it on another device", async () => {
    const { cookie } = await signIn(app);
    await put("Whitefield", cookie);
    expect((await get("/api/location", cookie)).json().data.locality.name).toBe("Whitefield");
    await put(null, cookie);
    expect((await get("/api/location", cookie)).json().data.locality).toBeNull();
  });

  it("follows the catalogue: a vendor that narrows its area drops out of the locality it no longer serves", async () => {
    const { vendor, offering } = await approvedVendorWithOffering(app);
    const offeringId = offering.id;
    const unservedInWhitefield = async () => (await put("Whitefield")).json().data.unservedOfferingIds as string[];
    // No Service section yet: the city limits, which take in Whitefield.
    expect(await unservedInWhitefield()).not.toContain(offeringId);
    await serveHsrLayout(vendor.headers);
    expect(await unservedInWhitefield()).toContain(offeringId);
  });

  it("names the offerings whose vendors do not serve it, for cards and lists", async () => {
    const unserved = async (locality: string) => (await put(locality)).json().data.unservedOfferingIds as string[];
    const yelahanka = await unserved("Yelahanka");
    expect(yelahanka).toContain(firstOffering("hoovu-kala").id);
    const btm = await unserved("BTM Layout");
    expect(btm).not.toContain(firstOffering("hoovu-kala").id);
    // The sound crew serves within 8 km of HSR Layout: not Whitefield, 13 km away.
    expect(await unserved("Whitefield")).toContain(firstOffering("zenith-sound").id);
    expect((await get("/api/location")).json().data).toEqual({
      locality: null,
      unservedOfferingIds: [],
      eventDate: null,
      unavailableOfferingIds: [],
    });
  });

  it("refuses a locality it does not know", async () => {
    const response = await put("Atlantis");
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe("LOCALITY_UNKNOWN");
  });
});

describe("GET /api/public/localities/unserved (the app signed out)", () => {
  const unserved = (locality: string) => get(`/api/public/localities/unserved?${new URLSearchParams({ locality }).toString()}`);
  const put = (locality: string) => app.inject({ method: "PUT", url: "/api/location", payload: { locality }, headers: { origin: ORIGIN } });

  it("names the same offerings as the chosen locality, by name or pincode, and keeps nothing", async () => {
    const chosen = (await put("Whitefield")).json().data;
    const response = await unserved("Whitefield");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ locality: chosen.locality, unservedOfferingIds: chosen.unservedOfferingIds });
    expect(response.json().data.unservedOfferingIds).toContain(firstOffering("zenith-sound").id);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const byPincode = (await unserved(chosen.locality.pincodes[0])).json().data;
    expect(byPincode.locality.name).toBe("Whitefield");
  });

  it("refuses a locality it does not know, or none, in the envelope", async () => {
    const unknown = await unserved("Atlantis");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: "LOCALITY_UNKNOWN" });
    const none = await get("/api/public/localities/unserved");
    expect(none.statusCode).toBe(400);
    expect(none.json().success).toBe(false);
  });
});

describe("bookings checked against the vendor's terms", () => {
  const kit = firstOffering("jaya-studio");
  const book = (offeringId: string, bookingData: Record<string, string>, extra: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/public/booking",
      payload: { offeringId, vendorName: "x", offeringName: "x", bookingData, ...extra },
    });
  const asha = (address: string) => ({ name: "Asha Rao", mobile: "98450 12345", address });

  it("refuses an event date earlier than today in India plus the lead time", async () => {
    const today = indianDate();
    const early = await book(kit.id, asha("4th Cross, HSR Layout"), { eventDate: today });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      success: false,
      data: null,
      errorCode: "BOOKING_TOO_EARLY",
      errorMessage: `Book at least 1 day ahead: the earliest event date is ${formatLongDate(addDays(today, 1))}`,
    });
    const onTime = await book(kit.id, asha("4th Cross, HSR Layout"), { eventDate: addDays(today, 1) });
    expect(onTime.statusCode, onTime.body).toBe(200);
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, onTime.json().data.bookingId));
    expect(row).toMatchObject({ eventDate: addDays(today, 1), locality: "HSR Layout" });
  });

  it("refuses an address outside the vendor's area: the locality chosen, or the one the address names", async () => {
    const chosen = await book(kit.id, asha("Near the bus stand"), { locality: "Devanahalli" });
    expect(chosen.statusCode).toBe(400);
    expect(chosen.json()).toMatchObject({
      errorCode: "OUTSIDE_SERVICE_AREA",
      errorMessage: "Doesn't serve Devanahalli: 33 km away, serves within 25 km of Bengaluru city centre",
    });
    const named = await book(kit.id, asha("14 Temple Road, Nelamangala 562 123"));
    expect(named.statusCode).toBe(400);
    expect(named.json().errorMessage).toMatch(/^Doesn't serve Nelamangala: 26 km away/);
    const unknown = await book(kit.id, asha("Near the bus stand"), { locality: "Atlantis" });
    expect(unknown.json().errorCode).toBe("LOCALITY_UNKNOWN");
  });

  it("follows a vendor account's Service section: its base, radius and lead time", async () => {
    const vendor = await readyVendor(app);
    await approveDirectly(app, vendor.vendorId);
    await serveHsrLayout(vendor.headers);
    const bookingAttributes = [
      { label: "Name", field: "name", type: "input", inputType: "text", required: true },
      { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
    ];
    const created = await app.inject({
      method: "POST",
      url: "/api/vendor/offering",
      headers: vendor.headers,
      payload: offeringBody(vendor.imageIds, { offeringType: "book", bookingAttributes }),
    });
    const offeringId = created.json().data.id as string;
    const inThreeDays = addDays(indianDate(), 3);
    const far = await book(offeringId, { name: "Asha", address: "ITPL Main Road, Whitefield" }, { eventDate: inThreeDays });
    expect(far.json().errorMessage).toBe("Doesn't serve Whitefield: 13 km away, serves within 5 km of HSR Layout");
    const soon = await book(offeringId, { name: "Asha", address: "BTM Layout" }, { eventDate: addDays(indianDate(), 2) });
    expect(soon.json().errorMessage).toMatch(/^Book at least 3 days ahead: /);
    expect((await book(offeringId, { name: "Asha", address: "BTM Layout" }, { eventDate: inThreeDays })).statusCode).toBe(200);
    expect((await serviceability(offeringId, "Koramangala")).json().data).toMatchObject({ serves: true, radiusKm: 5 });

    // The WhatsApp number of the Contact section reaches the page, for the support block's 'Chat with Us'.
    const contact = { contactName: "Asha", phoneNumber: "9845012345", email: null, whatsappNumber: "98450 99999" };
    await app.inject({ method: "POST", url: "/api/vendor/profile/section/contact/save", headers: vendor.headers, payload: contact });
    const page = (await get(`/api/offerings/${created.json().data.slug}`)).json().data.offering;
    expect(page).toMatchObject({
      vendorWhatsapp: "+919845099999",
      terms: { leadTimeDays: 3, serviceAreaSummary: "Serves within 5 km of HSR Layout" },
    });
  });
});

describe("Good to Know, written by the vendor", () => {
  it("defaults to the text for the offering's category, and shows the vendor's own lines once given", async () => {
    const vendor = await readyVendor(app);
    await approveDirectly(app, vendor.vendorId);
    const save = (extra: Record<string, unknown>) =>
      app.inject({ method: "POST", url: "/api/vendor/offering", headers: vendor.headers, payload: offeringBody(vendor.imageIds, extra) });
    const created = (await save({})).json().data;
    expect(created.goodToKnow).toBeNull();
    expect(created.defaultGoodToKnow.length).toBeGreaterThan(0);
    expect((await get(`/api/offerings/${created.slug}`)).json().data.offering.connectInfo).toEqual(created.defaultGoodToKnow);

    const own = ["Parking is in the #{basement}.", "Set-up takes #{two hours}."];
    const updated = (await save({ id: created.id, title: created.title, goodToKnow: own })).json().data;
    expect(updated.goodToKnow).toEqual(own);
    expect((await get(`/api/offerings/${updated.slug}`)).json().data.offering.connectInfo).toEqual(own);
  });
});
