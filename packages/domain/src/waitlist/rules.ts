import { CATEGORY_LABELS } from "../catalogue/constants.ts";

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
