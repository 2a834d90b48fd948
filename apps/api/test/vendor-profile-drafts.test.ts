import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelope, vendorProfileSchema, vendorSectionViewSchema } from "@utsav/domain";
import { vendors } from "@utsav/db";
import { buildTestApp } from "./helper.ts";
import { signInVendor, vendorHeaders } from "./vendor-helper.ts";

// The onboarding answers carried into the profile (docs/decisions/0038): each section's form starts from them until
// the vendor saves it, and only a saved section counts.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

const onboard = (cookie: string, payload: object) =>
  app.inject({ method: "POST", url: "/api/vendor/profile/onboard", headers: vendorHeaders(cookie), payload });

async function section(cookie: string, name: string) {
  const response = await app.inject({ method: "GET", url: `/api/vendor/profile/section/${name}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(vendorSectionViewSchema).parse(response.json()).data;
}

describe("the profile sections start from the onboarding answers", () => {
  it("offers two categories, the area and the contact as drafts of the business, service and contact sections, none saved", async () => {
    const { cookie, phone } = await signInVendor(app);
    const businessName = uniqueName("Kesar Confections");
    const created = await onboard(cookie, {
      businessName,
      contactName: "Ravi Kumar",
      categories: ["decor", "sweets"],
      area: "Basavanagudi",
    });
    expect(created.statusCode, created.body).toBe(200);
    const { vendorId } = envelope(vendorProfileSchema).parse(created.json()).data;

    expect(await section(cookie, "business")).toEqual({
      section: "business",
      data: null,
      draft: { businessName, categories: ["decor", "sweets"] },
    });
    expect(await section(cookie, "service")).toEqual({ section: "service", data: null, draft: { area: "Basavanagudi" } });
    expect(await section(cookie, "contact")).toEqual({
      section: "contact",
      data: null,
      draft: { contactName: "Ravi Kumar", phoneNumber: phone },
    });
    expect(await section(cookie, "terms")).toEqual({ section: "terms", data: null, draft: null });

    // A draft is not a saved section: every one is still missing, and the sign-in number is not on the storefront.
    const submit = await app.inject({ method: "POST", url: "/api/vendor/profile/submit", headers: vendorHeaders(cookie) });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().errorMessage).toBe(
      "Please complete these sections first: Business details, Contact, Service area and lead times, Payment and cancellation terms",
    );
    expect((await app.database.db.select().from(vendors).where(eq(vendors.id, vendorId)))[0]!.phone).toBeNull();

    // The food licence follows the onboarding categories before the business section is saved.
    const kyc = await app.inject({ method: "GET", url: "/api/vendor/kyc", headers: { cookie } });
    expect(kyc.json().data.missingTypes).toContain("fssai");

    // Saved, a section answers what was saved and no draft.
    const saved = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/contact/save",
      headers: vendorHeaders(cookie),
      payload: { contactName: "Ravi", phoneNumber: "98450 12345" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await section(cookie, "contact")).toMatchObject({ data: { contactName: "Ravi", phoneNumber: "+919845012345" }, draft: null });
  });

  it("takes the one category a client built before the choice of several sends", async () => {
    const { cookie } = await signInVendor(app);
    const businessName = uniqueName("Gift Gully");
    const created = await onboard(cookie, { businessName, contactName: "Meera", category: "gifts", area: "HSR Layout" });
    expect(created.statusCode, created.body).toBe(200);
    expect((await section(cookie, "business")).draft).toEqual({ businessName, categories: ["gifts"] });
  });

  it.each([
    [{ categories: [] }, "Choose at least one category"],
    [{}, "Choose at least one category"],
    [{ categories: ["decor", "decor"] }, "Each category can be chosen once"],
    [{ categories: ["decor", "cakes"] }, "Categories must be one of: decor"],
    [{ categories: "decor" }, "Choose at least one category"],
  ])("refuses a choice of categories the Business section would refuse (%o)", async (choice, message) => {
    const { cookie } = await signInVendor(app);
    const response = await onboard(cookie, { businessName: uniqueName("Refused"), contactName: "Ravi", area: "Indiranagar", ...choice });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: null, errorCode: "VALIDATION_FAILED" });
    expect(response.json().errorMessage).toContain(message);
    expect((await app.inject({ method: "GET", url: "/api/vendor/profile", headers: { cookie } })).statusCode).toBe(409);
  });
});
