import { describe, expect, it } from "vitest";
import { checkVendorWaitlistEntry, EMPTY_VENDOR_WAITLIST_ENTRY, vendorWaitlistPayload } from "./rules.ts";
import type { VendorWaitlistEntry } from "./rules.ts";
import { waitlistVendorSchema } from "./schemas.ts";

// The vendor waitlist's check without zod, held to the API's schema (moved here from the web's form with its rule).

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
    expect(EMPTY_VENDOR_WAITLIST_ENTRY.city).toBe("Bengaluru");
    expect(checkVendorWaitlistEntry(EMPTY_VENDOR_WAITLIST_ENTRY)).toEqual({
      businessName: "Business name is required",
      contactName: "Contact name is required",
      phoneNumber: "Please enter your phone number",
      category: "Category is required",
    });
  });

  it("checks the mobile number and the optional e-mail with the domain rules (application §5)", () => {
    expect(checkVendorWaitlistEntry(valid)).toEqual({});
    expect(checkVendorWaitlistEntry({ ...valid, phoneNumber: "12345" }).phoneNumber).toBe("Please enter a valid mobile number");
    // In the entry pattern, but not an Indian mobile number to call back.
    expect(checkVendorWaitlistEntry({ ...valid, phoneNumber: "+44 20 7946 0958" }).phoneNumber).toBe("Please enter a valid mobile number");
    expect(checkVendorWaitlistEntry({ ...valid, email: "asha@" }).email).toBe("Please enter a valid email address");
    expect(checkVendorWaitlistEntry({ ...valid, email: " asha@mallige.in " })).toEqual({});
    expect(checkVendorWaitlistEntry({ ...valid, businessName: " M " }).businessName).toBe("Business name must be at least 2 characters");
    expect(checkVendorWaitlistEntry({ ...valid, city: "  " }).city).toBe("City is required");
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
      const clientAccepts = Object.keys(checkVendorWaitlistEntry(entry)).length === 0;
      const schemaAccepts = clientAccepts
        ? waitlistVendorSchema.safeParse(vendorWaitlistPayload(entry)).success
        : waitlistVendorSchema.safeParse({ ...entry, email: entry.email || undefined, category: entry.category || undefined }).success;
      expect(clientAccepts, JSON.stringify(entry)).toBe(schemaAccepts);
    }
  });
});
