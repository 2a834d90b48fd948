import { BRIEF_LIMITS } from "./limits.ts";
import { BRIEF_MESSAGES } from "./messages.ts";
import { CATEGORIES } from "../catalogue/constants.ts";
import { addDays, isIsoDate } from "../shared/dates.ts";
import { CONTACT_DETAILS_MESSAGE, hasContactDetails } from "../shared/contact-details.ts";

// Requests for proposals (docs/decisions/0023-request-proposals.md): a consumer's brief goes to the vendors that can
// take it, who answer with a quote or decline; the consumer accepts one quote, which becomes a booking. The rules here
// are written once: the brief form and the quote form check with them, and so does the API.

/**
 * The hero's rotating occasions (application §2): the home page shows them, and a brief names one of them or Other.
 * Kept here rather than among the constants, so that pages which name no occasion do not carry them.
 */
export const HERO_HIGHLIGHTS = ["Birthday", "Baby Shower", "Anniversary", "Engagement", "Wedding", "Christmas"] as const;

/**
 * The occasions a brief names: the hero's (application §2), then the festival and corporate occasions most of the
 * catalogue is made for (Diwali hampers and sweets, corporate gifting) and housewarmings, then Other.
 */
export const BRIEF_OCCASIONS = [...HERO_HIGHLIGHTS, "Diwali", "Corporate event", "Housewarming", "Other"] as const;
export type BriefOccasion = (typeof BRIEF_OCCASIONS)[number];

export type BriefCategory = (typeof CATEGORIES)[number];

export { BRIEF_LIMITS } from "./limits.ts";

/** A brief as stored: open until a quote is accepted (booked), or until the scheduler ends it after its date (expired). */
export const BRIEF_STATES = ["open", "booked", "expired"] as const;
export type BriefState = (typeof BRIEF_STATES)[number];
/** A brief as shown: open, booked, or expired (still open after its date). */
export const BRIEF_STATUSES = ["open", "booked", "expired"] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

/**
 * A matched vendor's answer: new (not answered), quoted, declined; once the consumer accepts a quote, that one is
 * accepted and every other answer that was not a decline is closed.
 */
export const BRIEF_ANSWERS = ["new", "quoted", "declined", "accepted", "closed"] as const;
export type BriefAnswer = (typeof BRIEF_ANSWERS)[number];

export function isBriefAnswer(value: string): value is BriefAnswer {
  return (BRIEF_ANSWERS as readonly string[]).includes(value);
}

export const BRIEF_STATUS_LABELS: Readonly<Record<BriefStatus, string>> = { open: "Open", booked: "Booked", expired: "Expired" };
export const BRIEF_ANSWER_LABELS: Readonly<Record<BriefAnswer, string>> = {
  new: "New",
  quoted: "Quoted",
  declined: "Declined",
  accepted: "Accepted",
  closed: "Closed",
};

/**
 * A brief expires after its date: from the next day in India it takes no quotes and no acceptance. The scheduler then
 * stores it expired and tells the shopper (docs/decisions/0054); until its job has run, the date alone says so.
 */
export function briefStatus(state: string, eventDate: string, today: string): BriefStatus {
  if (state === "booked" || state === "expired") return state;
  return eventDate < today ? "expired" : "open";
}

/** The short reference screens and messages show ("#3FA9C21B"): the end of its id. */
export function briefReference(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}

/** Whole rupees typed in a form ('12,000', '₹ 5000'): the amount, or null when it is not a whole number. */
export function parseRupees(text: string): number | null {
  const digits = text.replace(/[₹,\s]/g, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** What a rupees field holds for the rules: null when empty (asked for), NaN when not whole rupees (refused). */
export function rupeesEntry(text: string): number | null {
  return text.trim() === "" ? null : (parseRupees(text) ?? Number.NaN);
}

/** Whole rupees above zero, up to BRIEF_LIMITS.rupeesMax: what a budget and a quote are. */
export const isWholeRupees = (n: number | null): n is number => n !== null && Number.isInteger(n) && n > 0 && n <= BRIEF_LIMITS.rupeesMax;

/** A brief's answers as the rules read them; numbers are null where the form holds no number. */
export interface BriefInput {
  occasion: string;
  eventDate: string;
  locality: string;
  guests: number | null;
  budgetMin: number | null;
  budgetMax: number | null;
  categories: readonly string[];
  notes: string;
  photoCount: number;
}
export type BriefField = Exclude<keyof BriefInput, "photoCount"> | "photos";
export type BriefErrors = Partial<Record<BriefField, string>>;

/**
 * Errors by field, empty when the brief can be sent. `today` is today in India (YYYY-MM-DD): the event may be today
 * or up to a year ahead. Budgets and quotes are whole rupees above zero, and a budget's lower end is not above its
 * upper end.
 */
export function validateBrief(input: BriefInput, today: string): BriefErrors {
  const errors: BriefErrors = {};
  if (!(BRIEF_OCCASIONS as readonly string[]).includes(input.occasion)) errors.occasion = BRIEF_MESSAGES.occasionRequired;
  if (!isIsoDate(input.eventDate)) errors.eventDate = BRIEF_MESSAGES.dateRequired;
  else if (input.eventDate < today) errors.eventDate = BRIEF_MESSAGES.dateInPast;
  else if (input.eventDate > addDays(today, BRIEF_LIMITS.daysAhead)) errors.eventDate = BRIEF_MESSAGES.dateTooFar;
  if (!input.locality.trim()) errors.locality = BRIEF_MESSAGES.localityRequired;
  if (input.guests === null || !Number.isInteger(input.guests) || input.guests < 1 || input.guests > BRIEF_LIMITS.guestsMax)
    errors.guests = BRIEF_MESSAGES.guestsInvalid;
  if (input.budgetMin === null) errors.budgetMin = BRIEF_MESSAGES.budgetRequired;
  else if (!isWholeRupees(input.budgetMin)) errors.budgetMin = BRIEF_MESSAGES.rupeesInvalid;
  if (input.budgetMax === null) errors.budgetMax = BRIEF_MESSAGES.budgetRequired;
  else if (!isWholeRupees(input.budgetMax)) errors.budgetMax = BRIEF_MESSAGES.rupeesInvalid;
  else if (isWholeRupees(input.budgetMin) && input.budgetMin > input.budgetMax) errors.budgetMax = BRIEF_MESSAGES.budgetOrder;
  const categories = input.categories.filter((c) => (CATEGORIES as readonly string[]).includes(c));
  if (categories.length === 0) errors.categories = BRIEF_MESSAGES.categoriesRequired;
  if (input.notes.length > BRIEF_LIMITS.notesMax) errors.notes = BRIEF_MESSAGES.notesTooLong;
  // Contact stays on Utsav until a quote is accepted (docs/decisions/0060): matched vendors read the notes.
  else if (hasContactDetails(input.notes)) errors.notes = CONTACT_DETAILS_MESSAGE;
  if (input.photoCount > BRIEF_LIMITS.photos) errors.photos = BRIEF_MESSAGES.tooManyPhotos;
  return errors;
}

/** Why a quote cannot be accepted now (409), or null when it can: an open brief, and a quote sent and still valid. */
export function acceptanceRefused(status: BriefStatus, quote: { answer: string; validUntil: string | null }, today: string): string | null {
  if (status === "booked") return BRIEF_MESSAGES.booked;
  if (status === "expired") return BRIEF_MESSAGES.expired;
  if (quote.answer !== "quoted") return BRIEF_MESSAGES.quoteClosed;
  if (!quote.validUntil || quote.validUntil < today) return BRIEF_MESSAGES.quoteExpired;
  return null;
}
