import { describe, expect, it } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { completeSections, testProfile } from "../../test-support";
import { businessSection } from "./business";
import { contactSection } from "./contact";
import { serviceAreaError, serviceSection } from "./service";
import { termsSection } from "./terms";

/** What GET section answers as the draft of each section (docs/decisions/0038), all in one for these tests. */
const onboarding = {
  businessName: "Kesar Confections",
  categories: ["decor" as const, "sweets" as const],
  contactName: "Asha Rao",
  phoneNumber: "+919845012345",
  area: "Jayanagar",
};

/** A Terms section with no refund schedule (docs/decisions/0035; its tiers are tested in terms.test.ts). */
const NO_TIERS = { refundTiers: [], noRefunds: false, otherRefunds: null };

describe("profile sections", () => {
  it("fill a first form from what onboarding told us", () => {
    expect(businessSection.fromData(null, testProfile(), onboarding)).toMatchObject({
      businessName: "Kesar Confections",
      categories: ["decor", "sweets"],
    });
    expect(contactSection.fromData(null, undefined, onboarding)).toMatchObject({ contactName: "Asha Rao", phoneNumber: "9845012345" });
    expect(serviceSection.fromData(null, undefined, onboarding).area).toBe("Jayanagar");
    // Without a draft, the name is the profile's and nothing is ticked.
    expect(businessSection.fromData(null, testProfile(), null)).toMatchObject({ businessName: "Bloom Studio", categories: [] });
  });

  it("fill a saved form from what was saved, the phone without its +91", () => {
    expect(contactSection.fromData(completeSections.contact, undefined, onboarding)).toEqual({
      contactName: "Asha Rao",
      phoneNumber: "9876501234",
      email: "",
      whatsappNumber: "",
      alertBySms: true,
      alertByEmail: true,
      // WhatsApp alerts only once a vendor chooses them.
      alertByWhatsapp: false,
      bookingAlerts: null,
    });
    expect(serviceSection.fromData(completeSections.service)).toMatchObject({ serviceRadiusKm: "15", leadTimeDays: "2" });
  });

  it("check lengths and numbers with the API's wording", () => {
    expect(businessSection.validate({ businessName: "B", titleTag: "", bio: "Too short", categories: [] })).toEqual({
      businessName: "Business name must be at least 2 characters",
      bio: "About your business must be at least 20 characters",
      categories: "Choose at least one category",
    });
    expect(serviceSection.validate({ area: "", serviceAreas: [], serviceRadiusKm: "150", leadTimeDays: "two" })).toEqual({
      area: "Area is required",
      serviceAreas: "Add at least one area you serve",
      serviceRadiusKm: "Service radius (km) must be between 1 and 100",
      leadTimeDays: "Lead time (days) must be a whole number",
    });
    expect(
      termsSection.validate({
        advancePercent: "0",
        refundPolicy: "Full refund.",
        cancellationPolicy: "Short",
        returnPolicy: "",
        ...NO_TIERS,
      }),
    ).toEqual({
      cancellationPolicy: "Cancellation policy must be at least 10 characters",
    });
  });

  it("check phone numbers and e-mail like the login and profile forms", () => {
    const alerts = { alertBySms: true, alertByEmail: true, alertByWhatsapp: false, bookingAlerts: null };
    const values = { contactName: "Asha", phoneNumber: "", email: "asha@", whatsappNumber: "12345", ...alerts };
    expect(contactSection.validate(values)).toEqual({
      phoneNumber: MESSAGES.phoneRequired,
      email: MESSAGES.emailInvalid,
      whatsappNumber: MESSAGES.phoneInvalid,
    });
    expect(contactSection.payload({ contactName: " Asha ", phoneNumber: "98765 01234", email: "", whatsappNumber: "", ...alerts })).toEqual(
      {
        contactName: "Asha",
        phoneNumber: "+919876501234",
        email: null,
        whatsappNumber: null,
        bookingAlerts: { sms: true, email: true, whatsapp: false },
      },
    );
    const emailOnly = { ...values, phoneNumber: "9876501234", email: "", whatsappNumber: "", alertBySms: false };
    expect(contactSection.validate(emailOnly)).toEqual({ bookingAlerts: "Add an email address to get booking alerts by email" });
    expect(contactSection.validate({ ...emailOnly, alertByEmail: false })).toEqual({
      bookingAlerts: "Choose at least one way to hear about new bookings",
    });
    // WhatsApp alerts need a WhatsApp number; with one, they may be the only alerts.
    const whatsappOnly = { ...emailOnly, alertByEmail: false, alertByWhatsapp: true };
    expect(contactSection.validate(whatsappOnly)).toEqual({ bookingAlerts: "Add a WhatsApp number to get booking alerts on WhatsApp" });
    expect(contactSection.validate({ ...whatsappOnly, whatsappNumber: "98450 67890" })).toEqual({});
    expect(contactSection.payload({ ...whatsappOnly, contactName: "Asha", whatsappNumber: "98450 67890" })).toMatchObject({
      whatsappNumber: "+919845067890",
      bookingAlerts: { sms: false, email: false, whatsapp: true },
    });
  });

  it("send categories in storefront order and numbers as numbers", () => {
    expect(
      businessSection.payload({ businessName: "Bloom", titleTag: " ", bio: "x".repeat(20), categories: ["sweets", "decor"] }),
    ).toMatchObject({ titleTag: null, categories: ["decor", "sweets"] });
    expect(
      termsSection.payload({ advancePercent: "20", refundPolicy: "a", cancellationPolicy: "b", returnPolicy: "", ...NO_TIERS }),
    ).toMatchObject({
      advancePercent: 20,
      returnPolicy: null,
    });
  });

  it("refuse a service area twice, too short, or past the limit", () => {
    expect(serviceAreaError("koramangala", ["Koramangala"])).toBe("Each service area can be added once");
    expect(serviceAreaError("K", [])).toBe("Service area must be at least 2 characters");
    expect(
      serviceAreaError(
        "Whitefield",
        Array.from({ length: 20 }, (_, i) => `Area ${i}`),
      ),
    ).toBe("Add at most 20 service areas");
    expect(serviceAreaError("Whitefield", ["Koramangala"])).toBeNull();
  });
});
