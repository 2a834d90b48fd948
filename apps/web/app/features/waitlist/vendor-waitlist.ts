import type { WaitlistVendor } from "@utsav/domain";
import {
  CITY,
  isValidEmail,
  isValidPhoneEntry,
  messageFor,
  MESSAGES,
  normalizeIndianMobile,
  textProblem,
  VENDOR_WAITLIST_FIELDS as FIELDS,
} from "@utsav/domain/client";

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

export const EMPTY_VENDOR_ENTRY: VendorWaitlistEntry = {
  businessName: "",
  contactName: "",
  phoneNumber: "",
  email: "",
  category: "",
  city: CITY,
};

/** Errors by field, empty when the entry may be sent (application §5 for the phone number and the e-mail). */
export function validateVendorEntry(entry: VendorWaitlistEntry): VendorWaitlistErrors {
  const errors: Partial<Record<VendorWaitlistField, string | null>> = {
    businessName: textProblem(entry.businessName, FIELDS.businessName.label, FIELDS.businessName),
    contactName: textProblem(entry.contactName, FIELDS.contactName.label, FIELDS.contactName),
    city: textProblem(entry.city, FIELDS.city.label, FIELDS.city),
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
