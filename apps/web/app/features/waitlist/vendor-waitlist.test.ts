import { describe, expect, it } from "vitest";
import { waitlistVendorSchema } from "@utsav/domain";
import type { VendorWaitlistEntry } from "./vendor-waitlist";
import { EMPTY_VENDOR_ENTRY, validateVendorEntry, vendorWaitlistPayload } from "./vendor-waitlist";

const valid: VendorWaitlistEntry = {
  businessName: "Mallige Florals",
  contactName: "Asha Rao",
  phoneNumber: "98450 12345",
  email: "",
  category: "flowers",
  city: "Mysuru",
};

describe("vendor waitlist entry", () => {
  it("starts in Bengaluru with everything else empty, and asks for what is required", () => {
    expect(EMPTY_VENDOR_ENTRY.city).toBe("Bengaluru");
    expect(validateVendorEntry(EMPTY_VENDOR_ENTRY)).toEqual({
      businessName: "Business name is required",
      contactName: "Contact name is required",
      phoneNumber: "Please enter your phone number",
      category: "Category is required",
    });
  });

  it("checks the mobile number and the optional e-mail with the domain rules (application §5)", () => {
    expect(validateVendorEntry(valid)).toEqual({});
    expect(validateVendorEntry({ ...valid, phoneNumber: "12345" }).phoneNumber).toBe("Please enter a valid mobile number");
    // In the entry pattern, but not an Indian mobile number to call back.
    expect(validateVendorEntry({ ...valid, phoneNumber: "+44 20 7946 0958" }).phoneNumber).toBe("Please enter a valid mobile number");
    expect(validateVendorEntry({ ...valid, email: "asha@" }).email).toBe("Please enter a valid email address");
    expect(validateVendorEntry({ ...valid, email: " asha@mallige.in " })).toEqual({});
    expect(validateVendorEntry({ ...valid, businessName: " M " }).businessName).toBe("Business name must be at least 2 characters");
    expect(validateVendorEntry({ ...valid, city: "  " }).city).toBe("City is required");
  });

  it("sends trimmed values with the number as +91, and leaves an empty e-mail out", () => {
    expect(vendorWaitlistPayload({ ...valid, businessName: " Mallige Florals ", phoneNumber: "098450 12345" })).toEqual({
      businessName: "Mallige Florals",
      contactName: "Asha Rao",
      phoneNumber: "+919845012345",
      category: "flowers",
      city: "Mysuru",
    });
    expect(vendorWaitlistPayload({ ...valid, email: " asha@mallige.in " }).email).toBe("asha@mallige.in");
  });

  it("agrees with the API's schema on what may be sent", () => {
    const entries: VendorWaitlistEntry[] = [
      valid,
      { ...valid, email: "asha@mallige.in" },
      { ...valid, businessName: "M" },
      { ...valid, businessName: "x".repeat(121) },
      { ...valid, contactName: "" },
      { ...valid, phoneNumber: "5845012345" },
      { ...valid, phoneNumber: "+91 98450-12345" },
      { ...valid, phoneNumber: "(98450) 12345" },
      { ...valid, phoneNumber: "+1 9845012345" },
      { ...valid, email: "asha@mallige" },
      { ...valid, category: "" },
      { ...valid, city: "B" },
      { ...valid, city: "x".repeat(61) },
    ];
    for (const entry of entries) {
      const clientAccepts = Object.keys(validateVendorEntry(entry)).length === 0;
      const schemaAccepts = clientAccepts
        ? waitlistVendorSchema.safeParse(vendorWaitlistPayload(entry)).success
        : waitlistVendorSchema.safeParse({ ...entry, email: entry.email || undefined, category: entry.category || undefined }).success;
      expect(clientAccepts, JSON.stringify(entry)).toBe(schemaAccepts);
    }
  });
});
