import { VENDOR_OFFERING_LABELS } from "../vendors/offering-labels.ts";
import { BRIEF_LIMITS } from "./limits.ts";

// The vendor's side of requests for proposals (docs/decisions/0023): the words of its requests pages and of a quote's
// checks. Apart from messages.ts so that the consumer's pages do not carry them.

export const QUOTE_MESSAGES = {
  priceRequired: "Please enter your price",
  includedRequired: "Please say what the price includes",
  includedTooLong: "What's included can hold at most 1,000 characters",
  validUntilRequired: "Please choose the date your quote is valid until",
  validUntilPast: "The quote must be valid until today or later",
  validUntilAfterEvent: "The quote cannot be valid past the event date",
  reasonTooLong: `A reason can hold at most ${BRIEF_LIMITS.reasonMax} characters`,
  offeringNotYours: "Choose one of your live offerings in a category the customer asked for",
  briefsLoadFailed: "Failed to fetch requests. Please try again.",
  quoteSendFailed: "Failed to send your quote. Please try again.",
} as const;

/** The words of the vendor's requests pages. */
export const VENDOR_BRIEF_COPY = {
  vendorBriefsTitle: "Requests",
  vendorBriefsLead: "Customers' requests that match what you sell, where you serve and your lead time. Send a quote or decline.",
  noVendorBriefs: "No requests yet. When a customer's request matches your offerings, area and lead time, it appears here.",
  sendQuote: "Send quote",
  sendQuoteTitle: "Send a quote",
  yourQuote: "Your quote",
  request: "Request",
  acceptedTitle: "The customer accepted your quote",
  acceptedVendorLead: "It is now a booking, with the customer's name and number.",
  quoteClosedTitle: "Your quote is closed",
  briefClosedTitle: "This request is closed",
  declinedLead: "You declined this request. You can still send a quote while it is open.",
  updateQuote: "Update quote",
  decline: "Decline",
  declineTitle: "Decline this request?",
  declineReason: "Reason (optional, only Utsav reads it)",
  keepRequest: "Keep request",
  price: VENDOR_OFFERING_LABELS.priceField,
  offering: "Link one of your offerings",
  noOffering: "No offering",
} as const;

export const vendorBriefCopyFor = {
  yourQuote: (price: string) => `Your quote ${price}`,
} as const;
