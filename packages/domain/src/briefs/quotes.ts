import { BRIEF_MESSAGES } from "./messages.ts";
import { QUOTE_MESSAGES } from "./quote-messages.ts";
import { isIsoDate } from "../shared/dates.ts";
import { CONTACT_DETAILS_MESSAGE, hasContactDetails } from "../shared/contact-details.ts";
import { BRIEF_LIMITS, isWholeRupees } from "./rules.ts";
import type { BriefStatus } from "./rules.ts";

// A matched vendor's answer to a brief (docs/decisions/0023): its quote's checks, and when it may answer at all. The
// quote form and the API check with these; the consumer's pages never load them.

export interface QuoteInput {
  price: number | null;
  included: string;
  validUntil: string;
}
export type QuoteErrors = Partial<Record<keyof QuoteInput, string>>;

/** Errors by field of a vendor's quote: whole rupees above zero, what it includes, valid from today to the event date. */
export function validateQuote(input: QuoteInput, { today, eventDate }: { today: string; eventDate: string }): QuoteErrors {
  const errors: QuoteErrors = {};
  if (input.price === null) errors.price = QUOTE_MESSAGES.priceRequired;
  else if (!isWholeRupees(input.price)) errors.price = BRIEF_MESSAGES.rupeesInvalid;
  if (!input.included.trim()) errors.included = QUOTE_MESSAGES.includedRequired;
  else if (input.included.length > BRIEF_LIMITS.includedMax) errors.included = QUOTE_MESSAGES.includedTooLong;
  // Contact stays on Utsav until the shopper accepts (docs/decisions/0060).
  else if (hasContactDetails(input.included)) errors.included = CONTACT_DETAILS_MESSAGE;
  if (!isIsoDate(input.validUntil)) errors.validUntil = QUOTE_MESSAGES.validUntilRequired;
  else if (input.validUntil < today) errors.validUntil = QUOTE_MESSAGES.validUntilPast;
  else if (input.validUntil > eventDate) errors.validUntil = QUOTE_MESSAGES.validUntilAfterEvent;
  return errors;
}

/** Errors of a vendor's decline: its reason is optional, and at most BRIEF_LIMITS.reasonMax characters. */
export function validateDecline(input: { reason: string }): { reason?: string } {
  return input.reason.length > BRIEF_LIMITS.reasonMax ? { reason: QUOTE_MESSAGES.reasonTooLong } : {};
}

/**
 * Why a vendor may not quote or decline now (409), or null when it may. A vendor quotes while the brief is open: a
 * second quote replaces the first, and a vendor that declined may still quote. Declining withdraws a quote.
 */
export function answerRefused(status: BriefStatus, answer: string): string | null {
  if (answer === "accepted" || answer === "closed" || status === "booked") return BRIEF_MESSAGES.booked;
  if (status === "expired") return BRIEF_MESSAGES.expired;
  return null;
}
