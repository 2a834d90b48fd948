import { describe, expect, it } from "vitest";
import { VENDOR_PROFILE_SECTIONS } from "./constants.ts";
import { isVendorProfileSection, missingVendorSections, VENDOR_SECTION_LABELS, vendorProfileMessageFor } from "./profile.ts";

describe("vendor profile sections", () => {
  it("labels every section for the screens", () => {
    expect(Object.keys(VENDOR_SECTION_LABELS)).toEqual([...VENDOR_PROFILE_SECTIONS]);
    expect(VENDOR_SECTION_LABELS).toEqual({
      business: "Business details",
      contact: "Contact",
      service: "Service area and lead times",
      terms: "Payment and cancellation terms",
    });
  });

  it("knows its section names only", () => {
    expect(VENDOR_PROFILE_SECTIONS.every(isVendorProfileSection)).toBe(true);
    for (const name of ["Business", "payments", "", "__proto__", "toString"]) expect(isVendorProfileSection(name)).toBe(false);
  });

  it("finds the sections not saved yet, in screen order", () => {
    expect(missingVendorSections({})).toEqual(["business", "contact", "service", "terms"]);
    expect(missingVendorSections({ terms: {}, business: {}, contact: null })).toEqual(["contact", "service"]);
    expect(missingVendorSections({ business: {}, contact: {}, service: {}, terms: {} })).toEqual([]);
  });

  it("names the missing sections by their labels", () => {
    expect(vendorProfileMessageFor.sectionsMissing(["contact", "terms"])).toBe(
      "Please complete these sections first: Contact, Payment and cancellation terms",
    );
    expect(vendorProfileMessageFor.unknownSection("payments")).toBe("Unknown profile section: payments");
  });
});
