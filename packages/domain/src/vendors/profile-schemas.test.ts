import { describe, expect, it } from "vitest";
import {
  businessSectionSchema,
  contactSectionSchema,
  serviceSectionSchema,
  termsSectionSchema,
  vendorOnboardSchema,
  vendorSectionSchemas,
} from "./profile-schemas.ts";
import { VENDOR_PROFILE_SECTIONS } from "./constants.ts";
import { TERMS_MESSAGES } from "../terms/rules.ts";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("vendor profile section schemas", () => {
  it("has one schema per section", () => {
    expect(Object.keys(vendorSectionSchemas)).toEqual([...VENDOR_PROFILE_SECTIONS]);
  });

  it("trims the business section and stores a blank title tag as null", () => {
    expect(
      businessSectionSchema.parse({
        businessName: "  Marigold Moments ",
        titleTag: " ",
        bio: " Fresh flower decor for homes and offices. ",
        categories: ["decor"],
      }),
    ).toEqual({
      businessName: "Marigold Moments",
      titleTag: null,
      bio: "Fresh flower decor for homes and offices.",
      categories: ["decor"],
    });
    expect(messages(businessSectionSchema.safeParse({ businessName: "M", bio: "short", categories: [] }))).toEqual([
      "Business name must be at least 2 characters",
      "About your business must be at least 20 characters",
      "Choose at least one category",
    ]);
  });

  it("normalises contact numbers to +91 and e-mail to lower case; blanks are null", () => {
    expect(
      contactSectionSchema.parse({
        contactName: "Asha",
        phoneNumber: "098450 12345",
        email: " Asha@Example.COM ",
        whatsappNumber: "+91 98450 00000",
      }),
    ).toEqual({
      contactName: "Asha",
      phoneNumber: "+919845012345",
      email: "asha@example.com",
      whatsappNumber: "+919845000000",
    });
    expect(contactSectionSchema.parse({ contactName: "Asha", phoneNumber: "9845012345", email: "", whatsappNumber: null })).toMatchObject({
      email: null,
      whatsappNumber: null,
    });
    expect(
      messages(contactSectionSchema.safeParse({ contactName: "Asha", phoneNumber: "12345", email: "asha@", whatsappNumber: "55" })),
    ).toEqual(["Please enter a valid mobile number", "Please enter a valid email address", "Please enter a valid mobile number"]);
  });

  it("bounds the service area and lead times", () => {
    const valid = { area: "Jayanagar", serviceAreas: ["Jayanagar", "JP Nagar"], serviceRadiusKm: 1, leadTimeDays: 0 };
    expect(serviceSectionSchema.parse(valid)).toEqual(valid);
    expect(serviceSectionSchema.safeParse({ ...valid, serviceRadiusKm: 101 }).success).toBe(false);
    expect(serviceSectionSchema.safeParse({ ...valid, leadTimeDays: -1 }).success).toBe(false);
    expect(serviceSectionSchema.safeParse({ ...valid, serviceAreas: Array.from({ length: 21 }, (_, i) => `Area ${i}`) }).success).toBe(
      false,
    );
    expect(messages(serviceSectionSchema.safeParse({ ...valid, serviceAreas: ["HSR", " hsr "] }))).toEqual([
      "Each service area can be added once",
    ]);
  });

  it("keeps the base and the areas served as the gazetteer names them, and refuses a place it does not know", () => {
    const valid = { area: "Jayanagar", serviceAreas: ["Jayanagar"], serviceRadiusKm: 8, leadTimeDays: 2 };
    expect(serviceSectionSchema.parse({ ...valid, area: "hsr", serviceAreas: ["Krishnarajapuram", "560066"] })).toMatchObject({
      area: "HSR Layout",
      serviceAreas: ["KR Puram", "Whitefield"],
    });
    const unknown = serviceSectionSchema.safeParse({ ...valid, area: "Zzzzland", serviceAreas: ["Whitefield", "Zzzzland"] });
    expect(unknown.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["area", TERMS_MESSAGES.unknownLocality("Zzzzland")],
      ["serviceAreas.1", TERMS_MESSAGES.unknownLocality("Zzzzland")],
    ]);
    expect(messages(serviceSectionSchema.safeParse({ ...valid, serviceAreas: ["HSR", "HSR Layout"] }))).toEqual([
      "Each service area can be added once",
    ]);
  });

  it("takes terms with an optional return policy", () => {
    const valid = { advancePercent: 50, refundPolicy: "Refunds within a week.", cancellationPolicy: "Free cancellation a day before." };
    expect(termsSectionSchema.parse(valid)).toEqual({ ...valid, returnPolicy: null });
    expect(messages(termsSectionSchema.safeParse({ ...valid, advancePercent: 50.5 }))).toEqual(["Advance (%) must be a whole number"]);
    expect(termsSectionSchema.safeParse({ ...valid, unknown: 1 }).success).toBe(false);
  });

  it("takes the four onboarding answers and nothing else", () => {
    const valid = { businessName: "Marigold Moments", contactName: "Asha", categories: ["decor", "gifts"], area: "Jayanagar" };
    expect(vendorOnboardSchema.parse(valid)).toEqual(valid);
    expect(vendorOnboardSchema.safeParse({ ...valid, categories: ["cakes"] }).success).toBe(false);
    expect(vendorOnboardSchema.safeParse({ ...valid, ownerUserId: "u1" }).success).toBe(false);
    // The Business section's rule: at least one, each once.
    expect(messages(vendorOnboardSchema.safeParse({ ...valid, categories: [] }))).toEqual(["Choose at least one category"]);
    expect(messages(vendorOnboardSchema.safeParse({ ...valid, categories: ["decor", "decor"] }))).toEqual([
      "Each category can be chosen once",
    ]);
    const { categories: _, ...none } = valid;
    expect(messages(vendorOnboardSchema.safeParse(none))).toEqual(["Choose at least one category"]);
  });

  it("takes one category from clients built before the choice of several, as a list of one", () => {
    const older = { businessName: "Marigold Moments", contactName: "Asha", category: "sweets", area: "Jayanagar" };
    expect(vendorOnboardSchema.parse(older)).toEqual({
      businessName: "Marigold Moments",
      contactName: "Asha",
      categories: ["sweets"],
      area: "Jayanagar",
    });
    expect(vendorOnboardSchema.safeParse({ ...older, category: "cakes" }).success).toBe(false);
  });
});
