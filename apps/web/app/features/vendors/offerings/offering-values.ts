import {
  BOOKING_ATTRIBUTE_LIMITS,
  DEFAULT_BOOKING_QUESTIONS,
  defaultPriceLabel,
  DESCRIPTION_LIMITS,
  isHttpsUrl,
  OFFERING_STATUS,
  offeringTypeProblems,
  optionalTextProblem,
  textProblem,
  typedWholeNumber,
  VENDOR_OFFERING_LABELS as LABEL,
  VENDOR_OFFERING_LIMITS as L,
  VENDOR_OFFERING_MESSAGES as M,
  wholeNumberProblem,
} from "@utsav/domain/client";
import type { FieldPath } from "react-hook-form";
import type { BookingAttribute, Category, OfferingType, SubCategory, VendorOffering, VendorOfferingInput } from "@utsav/domain";

// The offering editor's values, checks and request body (application §3 offering and bookingAttributes fields).
// Limits, field names and wording come from the domain, like the API's schema (schemas/vendor-offering.ts).

export type LiveOrPaused = typeof OFFERING_STATUS.live | typeof OFFERING_STATUS.paused;

/** A section of the description; its lines are objects, as react-hook-form keeps a list's rows (useFieldArray). */
export interface DescriptionDraft {
  title: string;
  items: { text: string }[];
}

export interface BookingFieldDraft {
  label: string;
  /** The name the booking data is stored under: derived from the label, kept for fields saved before. */
  field: string;
  /** True for a field that was saved before: renaming its label keeps its stored name. */
  saved: boolean;
  type: BookingAttribute["type"];
  inputType: BookingAttribute["inputType"];
  required: boolean;
}

export interface OfferingValues {
  title: string;
  category: Category | "";
  subCategory: SubCategory;
  offeringType: OfferingType | "";
  price: string;
  priceLabel: string;
  summary: string;
  description: DescriptionDraft[];
  occasions: string[];
  redirectUrl: string;
  bookingAttributes: BookingFieldDraft[];
  imageIds: string[];
  status: LiveOrPaused;
  /** The "Good to Know" lines, one a line; the category's text until the vendor changes it (decision 0022). */
  goodToKnow: string;
  /** The category's text as it was shown: left as it is, it is not sent, and keeps following the category. */
  standardGoodToKnow: string;
}

/**
 * Errors by the form's paths: 'title', 'description.0.title', 'description.0.items.1.text', 'bookingAttributes.2.label',
 * and a list's own message under '<list>.root' (listError), where react-hook-form keeps it apart from its rows'.
 */
export type OfferingErrors = Record<string, string>;

/** The lists of the editor that carry a message of their own (no section; questions that clash). */
export type OfferingList = "description" | "bookingAttributes";

/** Where a list's own message is: react-hook-form's 'root' of a field array, a path its types do not spell. */
export const listError = (list: OfferingList) => `${list}.root` as FieldPath<OfferingValues>;

/**
 * The stored name of a booking field from its label: lower camel case of its letters and digits ('Event date' →
 * 'eventDate'), starting with a letter, at most 40 characters (the catalogue's bookingAttributes field rule).
 */
export function fieldFromLabel(label: string): string {
  const words = label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join("");
  const named = /^[A-Za-z]/.test(joined) ? joined : `field${joined}`;
  return named.slice(0, BOOKING_ATTRIBUTE_LIMITS.field.max);
}

export const emptyDescriptionSection = (): DescriptionDraft => ({ title: "", items: [{ text: "" }] });

export const newBookingField = (): BookingFieldDraft => ({
  label: "",
  field: "",
  saved: false,
  type: "input",
  inputType: "text",
  required: true,
});

/**
 * A sensible first booking form, the domain's default questions (docs/decisions/0034): a name, a phone number, the
 * event date and the address, so every booking says who, when and where. The vendor changes them from there.
 */
export const starterBookingFields = (): BookingFieldDraft[] =>
  DEFAULT_BOOKING_QUESTIONS.map((question) => ({ ...newBookingField(), ...question }));

export function emptyOffering(): OfferingValues {
  return {
    title: "",
    category: "",
    subCategory: "personal",
    offeringType: "",
    price: "",
    priceLabel: "",
    summary: "",
    description: [emptyDescriptionSection()],
    occasions: [],
    redirectUrl: "",
    bookingAttributes: [],
    imageIds: [],
    status: OFFERING_STATUS.live,
    goodToKnow: "",
    standardGoodToKnow: "",
  };
}

export function offeringToValues(offering: VendorOffering): OfferingValues {
  return {
    title: offering.title,
    category: offering.category,
    subCategory: offering.subCategory,
    offeringType: offering.offeringType,
    price: String(offering.price),
    priceLabel: offering.priceLabel ?? "",
    summary: offering.summary,
    description: offering.description.map((s) => ({ title: s.title, items: s.items.map((text) => ({ text })) })),
    occasions: offering.occasions,
    redirectUrl: offering.redirectUrl ?? "",
    bookingAttributes: offering.bookingAttributes.map((a) => ({ ...a, saved: true })),
    imageIds: offering.imageIds,
    status: offering.status,
    goodToKnow: (offering.goodToKnow ?? offering.defaultGoodToKnow).join("\n"),
    standardGoodToKnow: offering.defaultGoodToKnow.join("\n"),
  };
}

/** A label edit: a new field's stored name follows its label; a saved field keeps its name. */
export function relabel(draft: BookingFieldDraft, label: string): BookingFieldDraft {
  return { ...draft, label, field: draft.saved ? draft.field : fieldFromLabel(label) };
}

/** What the storefront will show as the price: the label, or the price in rupees. */
export function pricePreview(values: Pick<OfferingValues, "price" | "priceLabel">): string | null {
  if (values.priceLabel.trim()) return values.priceLabel.trim();
  const price = typedWholeNumber(values.price);
  return price !== null && price > 0 ? defaultPriceLabel(price) : null;
}

/**
 * The editor's check, the API's rules without zod (@utsav/domain/client), worded as the API words them; the form
 * helper takes it as it is (DomainCheck), so each message lands under its field.
 */
export function validateOffering(v: OfferingValues): OfferingErrors {
  const errors: OfferingErrors = {};
  const put = (path: string, message: string | null) => {
    if (message && !errors[path]) errors[path] = message;
  };
  put("title", textProblem(v.title, LABEL.title, L.title));
  put("category", v.category ? null : "Choose a category");
  put("offeringType", v.offeringType ? null : "Choose how customers get it");
  put("price", wholeNumberProblem(v.price, LABEL.price, L.price, M.priceNotWhole));
  put("priceLabel", optionalTextProblem(v.priceLabel, LABEL.priceLabel, L.priceLabel.max));
  put("summary", textProblem(v.summary, LABEL.summary, L.summary));
  v.description.forEach((section, i) => {
    put(`description.${i}.title`, textProblem(section.title, "Section title", DESCRIPTION_LIMITS.title));
    section.items.forEach((item, j) => put(`description.${i}.items.${j}.text`, textProblem(item.text, "Line", DESCRIPTION_LIMITS.line)));
  });
  if (v.description.length < L.description.min) put(listError("description"), M.descriptionRequired);
  if (v.occasions.length > L.occasions.max) put("occasions", M.tooManyOccasions);
  if (v.imageIds.length < L.images.min) put("imageIds", M.imagesRequired);
  if (v.imageIds.length > L.images.max) put("imageIds", M.tooManyImages);

  if (v.offeringType === "buy") {
    put("redirectUrl", v.redirectUrl.trim() && isHttpsUrl(v.redirectUrl.trim()) ? null : M.buyNeedsUrl);
  }
  if (v.offeringType === "book") {
    v.bookingAttributes.forEach((a, i) =>
      put(`bookingAttributes.${i}.label`, textProblem(a.label, "Field label", BOOKING_ATTRIBUTE_LIMITS.label)),
    );
    const problems = offeringTypeProblems({ offeringType: "book", bookingAttributes: v.bookingAttributes.filter((a) => a.field) });
    for (const problem of problems) put(listError("bookingAttributes"), problem.message);
  }
  return errors;
}

/** The body of POST /vendor/offering; call only when validateOffering found nothing. */
export function offeringPayload(v: OfferingValues, id?: string): VendorOfferingInput {
  const type = v.offeringType as OfferingType;
  return {
    ...(id ? { id } : {}),
    title: v.title.trim(),
    category: v.category as Category,
    subCategory: v.subCategory,
    offeringType: type,
    price: typedWholeNumber(v.price) ?? 0,
    priceLabel: v.priceLabel.trim() || null,
    summary: v.summary.trim(),
    description: v.description.map((s) => ({ title: s.title.trim(), items: s.items.map((i) => i.text.trim()) })),
    occasions: v.occasions,
    // Only a buy offering has a link, only a book offering has a form (the API refuses either elsewhere).
    redirectUrl: type === "buy" ? v.redirectUrl.trim() : null,
    bookingAttributes:
      type === "book"
        ? v.bookingAttributes.map(({ label, field, type: t, inputType, required }) => ({
            label: label.trim(),
            field,
            type: t,
            inputType,
            required,
          }))
        : [],
    imageIds: v.imageIds,
    status: v.status,
    ...goodToKnowPayload(v),
  };
}

/** The vendor's own "Good to Know" lines; nothing when they are the category's text or empty (decision 0022). */
function goodToKnowPayload(v: OfferingValues): Pick<VendorOfferingInput, "goodToKnow"> {
  const lines = v.goodToKnow
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0 || lines.join("\n") === v.standardGoodToKnow) return {};
  return { goodToKnow: lines };
}
