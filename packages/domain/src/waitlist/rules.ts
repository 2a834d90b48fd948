import { CATEGORY_LABELS } from "../catalogue/constants.ts";
import { CITY } from "../shared/constants.ts";
import { isValidEmail } from "../shared/email.ts";
import { textProblem } from "../shared/fields.ts";
import { messageFor, MESSAGES } from "../shared/messages.ts";
import { isValidPhoneEntry, normalizeIndianMobile } from "../shared/phone-entry.ts";
import type { WaitlistVendor } from "./schemas.ts";

// The vendor waitlist (application §1, §7; its fields are ours: docs/decisions/0004-waitlist.md). Browser-safe: the
// form on /vendors checks with these, and waitlistVendorSchema is built from them.

/** What a vendor on the waitlist says it sells (docs/decisions/0004): wider than the storefront's categories. */
export const VENDOR_WAITLIST_CATEGORIES = [
  "decor",
  "lighting",
  "flowers",
  "gifts",
  "sweets",
  "catering",
  "entertainment",
  "other",
] as const;

/** The waitlist's text fields: their names in messages and their lengths once trimmed. */
export const VENDOR_WAITLIST_FIELDS = {
  businessName: { label: "Business name", min: 2, max: 120 },
  contactName: { label: "Contact name", min: 2, max: 80 },
  city: { label: "City", min: 2, max: 60 },
} as const;

/** The waitlist's category list, in the order it is shown; the storefront's categories keep their labels. */
export const VENDOR_WAITLIST_CATEGORY_LABELS: Readonly<Record<(typeof VENDOR_WAITLIST_CATEGORIES)[number], string>> = {
  decor: CATEGORY_LABELS.decor,
  lighting: "Lighting",
  flowers: "Flowers",
  gifts: CATEGORY_LABELS.gifts,
  sweets: CATEGORY_LABELS.sweets,
  catering: "Catering",
  entertainment: "Entertainment",
  other: "Other",
};

/** The vendor waitlist form's answers as typed; the category is empty until one is chosen. */
export interface VendorWaitlistEntry {
  businessName: string;
  contactName: string;
  phoneNumber: string;
  email: string;
  category: VendorWaitlistCategory | "";
  city: string;
}

export type VendorWaitlistCategory = (typeof VENDOR_WAITLIST_CATEGORIES)[number];
export type VendorWaitlistErrors = Partial<Record<keyof VendorWaitlistEntry, string>>;

/** A form before anything is typed: in Bengaluru, everything else empty. */
export const EMPTY_VENDOR_WAITLIST_ENTRY: VendorWaitlistEntry = {
  businessName: "",
  contactName: "",
  phoneNumber: "",
  email: "",
  category: "",
  city: CITY,
};

/**
 * waitlistVendorSchema without zod (rules.test.ts holds the two to the same answers): errors by field, empty when the
 * entry may be sent (application §5 for the phone number and the e-mail).
 */
export function checkVendorWaitlistEntry(entry: VendorWaitlistEntry): VendorWaitlistErrors {
  const errors: Partial<Record<keyof VendorWaitlistEntry, string | null>> = {
    businessName: textProblem(entry.businessName, VENDOR_WAITLIST_FIELDS.businessName.label, VENDOR_WAITLIST_FIELDS.businessName),
    contactName: textProblem(entry.contactName, VENDOR_WAITLIST_FIELDS.contactName.label, VENDOR_WAITLIST_FIELDS.contactName),
    city: textProblem(entry.city, VENDOR_WAITLIST_FIELDS.city.label, VENDOR_WAITLIST_FIELDS.city),
  };
  const phone = entry.phoneNumber.trim();
  if (!phone) errors.phoneNumber = MESSAGES.phoneRequired;
  // A call back needs an Indian mobile number; the API keeps it as +91 and ten digits.
  else if (!isValidPhoneEntry(phone) || !normalizeIndianMobile(phone)) errors.phoneNumber = MESSAGES.phoneInvalid;
  if (entry.email.trim() && !isValidEmail(entry.email)) errors.email = MESSAGES.emailInvalid;
  if (!entry.category) errors.category = messageFor.fieldRequired("Category");
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** The body of the call for an entry the check accepts: trimmed, the number as +91…, an empty e-mail left out. */
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
