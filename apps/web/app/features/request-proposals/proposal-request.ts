import { isValidEmail, isValidPhoneEntry, messageFor, MESSAGES } from "@utsav/domain/client";

// The request-proposals form (application §2 /request-proposals). There is no API for it yet: a valid request
// is handed to the support chat as a prefilled message.

export const OCCASIONS = [
  "Birthday",
  "Baby Shower",
  "Anniversary",
  "Engagement",
  "Wedding",
  "Diwali",
  "Christmas",
  "Housewarming",
  "Office celebration",
  "Other",
] as const;

export const BUDGETS = ["Under ₹5,000", "₹5,000 – ₹15,000", "₹15,000 – ₹50,000", "Above ₹50,000"] as const;

export interface ProposalRequest {
  name: string;
  phone: string;
  email: string;
  occasion: string;
  date: string;
  budget: string;
  details: string;
}

export type ProposalField = keyof ProposalRequest;
export type ProposalErrors = Partial<Record<ProposalField, string>>;

export const EMPTY_REQUEST: ProposalRequest = { name: "", phone: "", email: "", occasion: "", date: "", budget: "", details: "" };

export const PAST_DATE_MESSAGE = "Please choose a date from today onwards";

/**
 * Errors by field, empty when the request can be sent. `today` is the local date as YYYY-MM-DD; the event
 * may be today or later. Rules from application §5 where they exist: name required, phone required and in the
 * phone-entry pattern, e-mail optional but well formed.
 */
export function validateProposal(request: ProposalRequest, today: string): ProposalErrors {
  const errors: ProposalErrors = {};
  if (!request.name.trim()) errors.name = MESSAGES.nameRequired;
  if (!request.phone.trim()) errors.phone = MESSAGES.phoneRequired;
  else if (!isValidPhoneEntry(request.phone.trim())) errors.phone = MESSAGES.phoneInvalid;
  if (request.email.trim() && !isValidEmail(request.email)) errors.email = MESSAGES.emailInvalid;
  if (!request.occasion) errors.occasion = messageFor.fieldRequired("Occasion");
  if (!request.date) errors.date = messageFor.fieldRequired("Event date");
  else if (request.date < today) errors.date = PAST_DATE_MESSAGE;
  if (!request.budget) errors.budget = messageFor.fieldRequired("Budget");
  return errors;
}

/** The chat message a valid request becomes: one line per answer, empty optional answers left out. */
export function proposalSummary(request: ProposalRequest): string {
  const lines = [
    "Hi, I would like proposals for an event.",
    `Name: ${request.name.trim()}`,
    `Phone: ${request.phone.trim()}`,
    request.email.trim() ? `Email: ${request.email.trim()}` : null,
    `Occasion: ${request.occasion}`,
    `Date: ${request.date}`,
    `Budget: ${request.budget}`,
    request.details.trim() ? `Details: ${request.details.trim()}` : null,
  ];
  return lines.filter((line): line is string => line !== null).join("\n");
}

/** Today's date in the browser's time zone as YYYY-MM-DD (the value format of a date input). */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
