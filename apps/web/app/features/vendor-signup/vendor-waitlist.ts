import type { WaitlistVendor } from "@utsav/domain";
import { CITY, isValidEmail, isValidPhoneEntry, messageFor, MESSAGES, normalizeIndianMobile } from "@utsav/domain/client";

// The vendor waitlist form on /vendors (application §1, §7; the fields are ours: docs/decisions/0004-waitlist.md).
// The rules are the ones of waitlistVendorSchema in @utsav/domain, which the API applies; the browser does not load
// zod, so they are checked here with the domain's browser-safe rules, and vendor-waitlist.test.ts holds the two
// to the same answers.

export type VendorWaitlistCategory = WaitlistVendor["category"];

export interface VendorWaitlistEntry {
  businessName: string;
  contactName: string;
  phoneNumber: string;
  email: string;
  category: VendorWaitlistCategory | "";
  city: string;
}

export type VendorWaitlistField = keyof VendorWaitlistEntry;
export type VendorWaitlistErrors = Partial<Record<VendorWaitlistField, string>>;

export const EMPTY_VENDOR_ENTRY: VendorWaitlistEntry = { businessName: "", contactName: "", phoneNumber: "", email: "", category: "", city: CITY };

/** The labels, and the lengths waitlistVendorSchema allows (the inputs' maxLength stops longer entries). */
export const TEXT_FIELDS = {
  businessName: { label: "Business name", min: 2, max: 120 },
  contactName: { label: "Contact name", min: 2, max: 80 },
  city: { label: "City", min: 2, max: 60 },
} as const;

function textError(value: string, { label, min, max }: { label: string; min: number; max: number }): string | undefined {
  const text = value.trim();
  if (!text) return messageFor.fieldRequired(label);
  // The schema's own wording, so the browser and the API say the same.
  if (text.length < min) return `${label} must be at least ${min} characters`;
  if (text.length > max) return `${label} must be at most ${max} characters`;
  return undefined;
}

/** Errors by field, empty when the entry may be sent (application §5 for the phone number and the e-mail). */
export function validateVendorEntry(entry: VendorWaitlistEntry): VendorWaitlistErrors {
  const errors: VendorWaitlistErrors = {
    businessName: textError(entry.businessName, TEXT_FIELDS.businessName),
    contactName: textError(entry.contactName, TEXT_FIELDS.contactName),
    city: textError(entry.city, TEXT_FIELDS.city),
  };
  const phone = entry.phoneNumber.trim();
  if (!phone) errors.phoneNumber = MESSAGES.phoneRequired;
  // A call back needs an Indian mobile number; the API keeps it as +91 and ten digits.
  else if (!isValidPhoneEntry(phone) || !normalizeIndianMobile(phone)) errors.phoneNumber = MESSAGES.phoneInvalid;
  if (entry.email.trim() && !isValidEmail(entry.email)) errors.email = MESSAGES.emailInvalid;
  if (!entry.category) errors.category = messageFor.fieldRequired("Category");
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as VendorWaitlistErrors;
}

/** The body of the call for a valid entry: trimmed, the number as +91…, an empty e-mail left out. */
export function vendorWaitlistPayload(entry: VendorWaitlistEntry): WaitlistVendor {
  const email = entry.email.trim();
  return {
    businessName: entry.businessName.trim(),
    contactName: entry.contactName.trim(),
    phoneNumber: normalizeIndianMobile(entry.phoneNumber) ?? entry.phoneNumber.trim(),
    ...(email ? { email } : {}),
    category: entry.category as VendorWaitlistCategory,
    city: entry.city.trim(),
  };
}
