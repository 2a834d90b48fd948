import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { envelope, vendorProfileSchema } from "@utsav/domain";
import type { VendorProfile } from "@utsav/domain";
import { offerings, vendorProfiles, vendors } from "@utsav/db";
import { buildTestApp } from "./helper.ts";
import { approvedVendorWithOffering } from "./operator-helper.ts";
import { onboardVendor, readyVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const SECTIONS = {
  business: {
    businessName: "Marigold Moments",
    titleTag: "Curated by",
    bio: "Fresh flower decor for homes and offices across Bengaluru.",
    categories: ["decor", "gifts"],
  },
  contact: { contactName: "Asha Rao", phoneNumber: "98450 12345", email: "Asha@Example.com", whatsappNumber: "" },
  service: { area: "Jayanagar", serviceAreas: ["Jayanagar", "JP Nagar", "BTM Layout"], serviceRadiusKm: 15, leadTimeDays: 3 },
  terms: {
    advancePercent: 25,
    refundPolicy: "Full refund up to 48 hours before the event.",
    cancellationPolicy: "Free cancellation up to 48 hours before.\nHalf the advance after that.",
  },
};

const save = (cookie: string, section: string, payload: unknown) =>
  app.inject({
    method: "POST",
    url: `/api/vendor/profile/section/${section}/save`,
    headers: vendorHeaders(cookie),
    payload: payload as object,
  });
const getProfile = async (cookie: string) => {
  const response = await app.inject({ method: "GET", url: "/api/vendor/profile", headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return envelope(vendorProfileSchema).parse(response.json()).data;
};
const vendorRow = async (id: string) => (await app.database.db.select().from(vendors).where(eq(vendors.id, id)))[0]!;
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

describe("POST /api/vendor/profile/onboard", () => {
  it("creates the storefront vendor and a draft profile, every section still to fill in", async () => {
    const { cookie, userId } = await signInVendor(app);
    const name = uniqueName("Lotus Lights");
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/onboard",
      headers: vendorHeaders(cookie),
      payload: { businessName: `  ${name} `, contactName: "Ravi", category: "decor", area: "Indiranagar" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const profile: VendorProfile = envelope(vendorProfileSchema).parse(response.json()).data;
    expect(profile).toMatchObject({
      businessName: name,
      logo: null,
      state: "draft",
      submittedAt: null,
      sections: { business: null, contact: null, service: null, terms: null },
      missingSections: ["business", "contact", "service", "terms"],
      kycState: "not_started",
      kycReason: null,
      reviewState: "draft",
    });
    expect(profile.vendorId).toMatch(/^v-[a-f0-9]{16}$/);
    expect(await vendorRow(profile.vendorId)).toMatchObject({
      name,
      ownerUserId: userId,
      description: "",
      logo: "",
      area: "Indiranagar",
      serviceArea: "Indiranagar",
      phone: null,
      verified: false,
    });
    const [row] = await app.database.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId));
    expect(row).toMatchObject({ vendorId: profile.vendorId, state: "draft", kycState: "not_started" });
  });

  it("answers 409 the second time", async () => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    const again = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/onboard",
      headers: vendorHeaders(cookie),
      payload: { businessName: uniqueName("Other"), contactName: "Ravi", category: "gifts", area: "HSR Layout" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: "You have already onboarded as a vendor",
      errorCode: "ALREADY_ONBOARDED",
    });
  });

  it("refuses a business name that exists in any case, including a catalogue vendor's (409), and creates nothing", async () => {
    const first = await signInVendor(app);
    const name = uniqueName("Saffron Sweets");
    await onboardVendor(app, first.cookie, { businessName: name });
    const second = await signInVendor(app);
    for (const taken of [name.toUpperCase(), CATALOGUE.vendors[0]!.name.toLowerCase()]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/vendor/profile/onboard",
        headers: vendorHeaders(second.cookie),
        payload: { businessName: taken, contactName: "Ravi", category: "sweets", area: "Malleshwaram" },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, errorMessage: "A vendor with this business name already exists" });
    }
    expect(await app.database.db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, second.userId))).toHaveLength(0);
  });

  it.each([
    [{ businessName: "A", contactName: "Ravi", category: "decor", area: "Indiranagar" }, "Business name must be at least 2 characters"],
    [{ businessName: "Good Name", contactName: "Ravi", category: "cakes", area: "Indiranagar" }, "Category must be one of: decor"],
    [{ businessName: "Good Name", contactName: "Ravi", category: "decor" }, "Area is required"],
    [{ businessName: "Good Name", contactName: "Ravi", category: "decor", area: "Indiranagar", operator: true }, "Unknown field: operator"],
  ])("validates the onboarding body (%o)", async (payload, field) => {
    const { cookie } = await signInVendor(app);
    const response = await app.inject({ method: "POST", url: "/api/vendor/profile/onboard", headers: vendorHeaders(cookie), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, errorCode: "VALIDATION_FAILED" });
    expect(response.json().errorMessage).toContain(field);
  });

  it("asks to onboard first on every other call (409 NOT_ONBOARDED)", async () => {
    const { cookie } = await signInVendor(app);
    for (const [method, url] of [
      ["GET", "/api/vendor/profile"],
      ["GET", "/api/vendor/profile/section/business"],
      ["POST", "/api/vendor/profile/submit"],
      ["GET", "/api/vendor/dashboard"],
      ["GET", "/api/vendor/offerings"],
    ] as const) {
      const response = await app.inject({ method, url, headers: vendorHeaders(cookie) });
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        errorMessage: "Please complete vendor onboarding first",
        errorCode: "NOT_ONBOARDED",
      });
    }
  });
});

describe("profile sections", () => {
  it("saves each section, answers it back normalised, and writes what the storefront shows to the vendor", async () => {
    const { cookie, phone } = await signInVendor(app);
    const { vendorId } = await onboardVendor(app, cookie);
    const empty = await app.inject({ method: "GET", url: "/api/vendor/profile/section/contact", headers: { cookie } });
    // Not saved yet: no data, and what onboarding told us as the form's draft (vendor-profile-drafts.test.ts).
    expect(empty.json()).toEqual({
      success: true,
      data: { section: "contact", data: null, draft: { contactName: "Asha Rao", phoneNumber: phone } },
      errorMessage: null,
    });

    const business = { ...SECTIONS.business, businessName: uniqueName("Marigold Moments") };
    expect((await save(cookie, "business", business)).statusCode).toBe(200);
    expect((await save(cookie, "contact", SECTIONS.contact)).statusCode).toBe(200);
    expect((await save(cookie, "service", SECTIONS.service)).statusCode).toBe(200);
    const last = await save(cookie, "terms", SECTIONS.terms);
    expect(last.statusCode).toBe(200);
    const profile = envelope(vendorProfileSchema).parse(last.json()).data;
    expect(profile.missingSections).toEqual([]);
    expect(profile.businessName).toBe(business.businessName);
    expect(profile.sections.contact).toEqual({
      contactName: "Asha Rao",
      phoneNumber: "+919845012345",
      email: "asha@example.com",
      whatsappNumber: null,
    });
    expect(profile.sections.terms).toEqual({ ...SECTIONS.terms, returnPolicy: null });

    const section = await app.inject({ method: "GET", url: "/api/vendor/profile/section/service", headers: { cookie } });
    expect(section.json().data).toEqual({ section: "service", data: SECTIONS.service, draft: null });

    const vendor = await vendorRow(vendorId);
    expect(vendor).toMatchObject({
      name: business.businessName,
      titleTag: "Curated by",
      description: business.bio,
      phone: "+919845012345",
      area: "Jayanagar",
      serviceArea: "Jayanagar, JP Nagar, BTM Layout",
    });
    expect(vendor.policy).toEqual({
      title: "Returns, Refunds & Cancellations Policy",
      description: "An advance of 25% confirms your order; the rest is paid on delivery.",
      sections: [
        { title: "Cancellation", items: ["Free cancellation up to 48 hours before.", "Half the advance after that."] },
        { title: "Refunds", items: ["Full refund up to 48 hours before the event."] },
      ],
    });
  });

  it("answers 400 for an unknown section, reading or saving", async () => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    const read = await app.inject({ method: "GET", url: "/api/vendor/profile/section/payments", headers: { cookie } });
    expect(read.statusCode).toBe(400);
    expect(read.json()).toEqual({
      success: false,
      data: null,
      errorMessage: "Unknown profile section: payments",
      errorCode: "BAD_REQUEST",
    });
    const write = await save(cookie, "payments", { anything: 1 });
    expect(write.statusCode).toBe(400);
    expect(write.json().errorMessage).toBe("Unknown profile section: payments");
  });

  it.each([
    ["business", { ...SECTIONS.business, bio: "Too short" }, "About your business must be at least"],
    ["business", { ...SECTIONS.business, categories: [] }, "Choose at least one category"],
    ["business", { ...SECTIONS.business, categories: ["decor", "decor"] }, "Each category can be chosen once"],
    ["business", { ...SECTIONS.business, titleTag: "x".repeat(41) }, "Title tag must be at most 40 characters"],
    ["contact", { ...SECTIONS.contact, phoneNumber: "12345" }, "Please enter a valid mobile number"],
    ["contact", { ...SECTIONS.contact, email: "not-an-email" }, "Please enter a valid email address"],
    ["service", { ...SECTIONS.service, serviceRadiusKm: 0 }, "Service radius (km) must be between 1 and 100"],
    ["service", { ...SECTIONS.service, leadTimeDays: 91 }, "Lead time (days) must be between 0 and 90"],
    ["service", { ...SECTIONS.service, serviceAreas: [] }, "Add at least one area you serve"],
    ["service", { ...SECTIONS.service, serviceAreas: ["HSR", "hsr"] }, "Each service area can be added once"],
    ["terms", { ...SECTIONS.terms, advancePercent: 101 }, "Advance (%) must be between 0 and 100"],
    ["terms", { ...SECTIONS.terms, advancePercent: 12.5 }, "Advance (%) must be a whole number"],
    ["terms", { ...SECTIONS.terms, refundPolicy: "short" }, "Refund policy must be at least 10 characters"],
    ["terms", { ...SECTIONS.terms, extra: "field" }, "Unknown field: extra"],
  ])("refuses an invalid %s section (%o)", async (section, payload, expected) => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    const response = await save(cookie, section, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, errorCode: "VALIDATION_FAILED" });
    expect(response.json().errorMessage).toContain(expected);
    expect((await getProfile(cookie)).sections[section as keyof VendorProfile["sections"]]).toBeNull();
  });

  it("refuses a body that is not JSON", async () => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/business/save",
      headers: { ...vendorHeaders(cookie), "content-type": "application/json" },
      payload: "{businessName:",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: "Invalid request: the body is not valid JSON" });
  });

  it("refuses to rename to another vendor's name (409) and keeps the old one", async () => {
    const other = await readyVendor(app, 0);
    const { cookie } = await signInVendor(app);
    const { vendorId, businessName } = await onboardVendor(app, cookie);
    const response = await save(cookie, "business", { ...SECTIONS.business, businessName: other.businessName.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe("A vendor with this business name already exists");
    expect((await vendorRow(vendorId)).name).toBe(businessName);
    // The vendor's own name in another case is not "taken".
    expect((await save(cookie, "business", { ...SECTIONS.business, businessName: businessName.toUpperCase() })).statusCode).toBe(200);
  });

  it("keeps the storefront and search in step with a new name and area", async () => {
    const { vendor, offering } = await approvedVendorWithOffering(app);
    const { slug, id } = offering;
    // Read once so the offering page is in the catalogue cache.
    expect((await app.inject({ method: "GET", url: `/api/offerings/${slug}` })).json().data.offering.vendorName).toBe(vendor.businessName);

    const newName = uniqueName("Quokka Blooms");
    // Asked before the change, so these answers are in the search cache; the change must clear them.
    const before = await app.inject({ method: "POST", url: "/api/search", payload: { query: newName, limit: 100 } });
    expect(before.json().data.results.map((r: { id: string }) => r.id)).not.toContain(id);
    const typoBefore = await app.inject({ method: "POST", url: "/api/search", payload: { query: "quokkka", limit: 100 } });
    expect(typoBefore.json().data.results.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await save(vendor.cookie, "business", { ...SECTIONS.business, businessName: newName })).statusCode).toBe(200);
    expect((await save(vendor.cookie, "service", { ...SECTIONS.service, area: "Basavanagudi" })).statusCode).toBe(200);

    const page = (await app.inject({ method: "GET", url: `/api/offerings/${slug}` })).json().data.offering;
    expect(page).toMatchObject({ vendorName: newName, vendorTitleTag: "Curated by", vendorDescription: SECTIONS.business.bio });
    const [row] = await app.database.db.select({ searchText: offerings.searchText }).from(offerings).where(eq(offerings.id, id));
    expect(row!.searchText).toContain(newName.toLowerCase());
    expect(row!.searchText).toContain("basavanagudi");
    expect(row!.searchText).not.toContain(vendor.businessName.toLowerCase());

    const byName = await app.inject({ method: "POST", url: "/api/search", payload: { query: newName, limit: 100 } });
    expect(byName.json().data.results.map((r: { id: string }) => r.id)).toContain(id);
    const byArea = await app.inject({
      method: "POST",
      url: "/api/search",
      payload: { query: "marigold", filters: { location: "basavanagudi" }, limit: 100 },
    });
    expect(byArea.json().data.results.map((r: { id: string }) => r.id)).toEqual([id]);
    // A misspelt new name still finds it: its words joined the search-term dictionary.
    const typo = await app.inject({ method: "POST", url: "/api/search", payload: { query: "quokkka", limit: 100 } });
    expect(typo.json().data.results.map((r: { id: string }) => r.id)).toContain(id);
  });
});

describe("POST /api/vendor/profile/submit", () => {
  it("names the missing sections, then submits once all are saved; saving afterwards keeps it submitted", async () => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    await save(cookie, "business", { ...SECTIONS.business, businessName: uniqueName("Submit Test") });
    const early = await app.inject({ method: "POST", url: "/api/vendor/profile/submit", headers: vendorHeaders(cookie) });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: "Please complete these sections first: Contact, Service area and lead times, Payment and cancellation terms",
    });
    expect((await getProfile(cookie)).state).toBe("draft");

    await save(cookie, "contact", SECTIONS.contact);
    await save(cookie, "service", SECTIONS.service);
    await save(cookie, "terms", SECTIONS.terms);
    const submitted = await app.inject({ method: "POST", url: "/api/vendor/profile/submit", headers: vendorHeaders(cookie) });
    expect(submitted.statusCode).toBe(200);
    const profile = envelope(vendorProfileSchema).parse(submitted.json()).data;
    expect(profile.state).toBe("submitted");
    expect(Date.parse(profile.submittedAt!)).not.toBeNaN();

    expect(
      (await save(cookie, "terms", { ...SECTIONS.terms, advancePercent: 0, returnPolicy: "Returns within 2 days if damaged." })).statusCode,
    ).toBe(200);
    const after = await getProfile(cookie);
    expect(after.state).toBe("submitted");
    expect(after.submittedAt).toBe(profile.submittedAt);
    expect(after.sections.terms?.returnPolicy).toBe("Returns within 2 days if damaged.");
  });
});
