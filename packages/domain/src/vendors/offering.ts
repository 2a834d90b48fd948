import { OFFERING_IMAGES_MAX } from "./constants.ts";
import { rupees } from "../shared/display.ts";
import { copy as accountsCopy } from "../accounts/copy-words.ts";
import { BOOKING_EVENT_COPY } from "../bookings/event-words.ts";

// spec: application §3 (offering, bookingAttributes item, "a deleted offering has status code 20"), §7 (POST
// /vendor/offering, PUT /vendor/offering/{id}/status). The limits and the paused status are ours:
// docs/decisions/0007-vendor-profile-and-offerings.md.

/** An offering's description: sections of a title and lines (catalogue §3), as long as the catalogue's own. */
export const DESCRIPTION_LIMITS = { title: { max: 80 }, line: { max: 600 }, lines: { max: 40 } } as const;
/** A booking form's field: the label the consumer reads and the name its answer is stored under. */
export const BOOKING_ATTRIBUTE_LIMITS = { label: { max: 60 }, field: { max: 40 } } as const;

export const VENDOR_OFFERING_LIMITS = {
  title: { min: 3, max: 120 },
  price: { min: 1, max: 10_000_000 },
  priceLabel: { max: 40 },
  summary: { min: 10, max: 300 },
  description: { min: 1, max: 10 },
  /** The offering's own "Good to Know" lines (decision 0022). */
  goodToKnow: { lines: 8, line: 300 },
  occasions: { max: 10 },
  bookingAttributes: { max: 20 },
  redirectUrl: { max: 2000 },
  images: { min: 1, max: OFFERING_IMAGES_MAX },
} as const;

export const VENDOR_OFFERING_MESSAGES = {
  priceNotWhole: "Price must be a whole number of rupees",
  descriptionRequired: "Add at least one description section",
  imagesRequired: "Choose at least one image from your gallery",
  tooManyImages: `Choose at most ${VENDOR_OFFERING_LIMITS.images.max} images`,
  tooManyOccasions: `Choose at most ${VENDOR_OFFERING_LIMITS.occasions.max} occasions`,
  buyNeedsUrl: "A buy offering needs a redirect URL starting with https://",
  urlOnlyForBuy: "Only buy offerings have a redirect URL",
  bookNeedsFields: "A book offering needs at least one booking field",
  fieldsOnlyForBook: "Only book offerings have booking fields",
} as const;

export const vendorOfferingMessageFor = {
  duplicateBookingField: (field: string) => `Booking fields must have different names: ${field}`,
  duplicateImage: (id: string) => `The same image is chosen twice: ${id}`,
  unknownOccasion: (occasion: string) => `Unknown occasion: ${occasion}`,
  offeringDeleted: (id: string) => `Offering ${id} was deleted and cannot change again`,
} as const;

/** An absolute https URL with a host name (the Buy button opens it in the consumer's browser). */
export function isHttpsUrl(value: string): boolean {
  if (value.length > VENDOR_OFFERING_LIMITS.redirectUrl.max) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

export interface OfferingTypeProblem {
  field: "redirectUrl" | "bookingAttributes";
  message: string;
}

/**
 * What an offering's type asks of its other fields: buy needs an https link and no booking fields; book needs at
 * least one booking field, each with its own name, and no link; call needs neither.
 */
export function offeringTypeProblems(offering: {
  offeringType: "buy" | "book" | "call";
  redirectUrl?: string | null;
  bookingAttributes?: readonly { field: string }[];
}): OfferingTypeProblem[] {
  const problems: OfferingTypeProblem[] = [];
  const url = offering.redirectUrl ?? null;
  const fields = offering.bookingAttributes ?? [];
  if (offering.offeringType === "buy") {
    if (!url || !isHttpsUrl(url)) problems.push({ field: "redirectUrl", message: VENDOR_OFFERING_MESSAGES.buyNeedsUrl });
  } else if (url) {
    problems.push({ field: "redirectUrl", message: VENDOR_OFFERING_MESSAGES.urlOnlyForBuy });
  }
  if (offering.offeringType === "book") {
    if (fields.length === 0) problems.push({ field: "bookingAttributes", message: VENDOR_OFFERING_MESSAGES.bookNeedsFields });
    const seen = new Set<string>();
    for (const { field } of fields) {
      // Booking data is keyed by field name, so two fields of one name would overwrite each other.
      const key = field.toLowerCase();
      if (seen.has(key)) problems.push({ field: "bookingAttributes", message: vendorOfferingMessageFor.duplicateBookingField(field) });
      seen.add(key);
    }
  } else if (fields.length > 0) {
    problems.push({ field: "bookingAttributes", message: VENDOR_OFFERING_MESSAGES.fieldsOnlyForBook });
  }
  return problems;
}

/**
 * The questions a vendor's new bookable offering starts with (docs/decisions/0034): who books (a name and a phone
 * number), when (the event date) and where (the address), so that every booking tells the vendor all three. The
 * vendor changes them in the editor. The booking form asks the date with its own picker and fills the date question
 * with it (docs/decisions/0022, "One date, not two"); the address also names the locality the vendor's area is checked
 * against.
 */
export const DEFAULT_BOOKING_QUESTIONS = [
  { label: accountsCopy.name, field: "name", type: "input", inputType: "text", required: true },
  { label: accountsCopy.phoneLabel, field: "phoneNumber", type: "input", inputType: "tel", required: true },
  { label: BOOKING_EVENT_COPY.eventDate, field: "eventDate", type: "input", inputType: "text", required: true },
  { label: BOOKING_EVENT_COPY.address, field: "address", type: "textarea", inputType: "text", required: true },
] as const satisfies readonly {
  label: string;
  field: string;
  type: "input" | "textarea";
  inputType: "text" | "tel" | "number" | "email";
  required: boolean;
}[];

/** The label shown when the vendor gives none: the price in rupees, e.g. '₹1,499'. */
export function defaultPriceLabel(price: number): string {
  return rupees(price);
}
