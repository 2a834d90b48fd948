import { COMMON_COPY } from "../shared/common-words.ts";
// The words of bookings after they are placed: the lifecycle's answers, the vendor's bookings and leads pages and
// the consumer's My bookings (docs/decisions/0021). The spec names none of them; they follow its voice.

export const BOOKING_MESSAGES = {
  bookingNotFound: "Booking not found",
  statusUnknown: "This booking cannot change any more",
  declineReasonRequired: "Please tell the customer why you are declining",
  operatorReasonRequired: "Please give the reason for cancelling: the customer and the vendor both read it",
  cursorInvalid: "This page of results is no longer available. Please start again.",
  bookingsLoadFailed: "Failed to fetch bookings. Please try again.",
  bookingUpdateFailed: "Failed to update booking. Please try again.",
  leadsLoadFailed: "Failed to fetch leads. Please try again.",
} as const;

export const bookingMessageFor = {
  alreadyFinal: (status: string) => `This booking is ${status.toLowerCase()} and can no longer change`,
  transitionRefused: (from: string, to: string) => `A ${from.toLowerCase()} booking cannot be marked ${to.toLowerCase()}`,
  reasonTooLong: (max: number) => `A reason can hold at most ${max} characters`,
  /** A vendor marking a booking completed before its event date (docs/decisions/0035). */
  completeTooEarly: (date: string) => `This booking can be marked completed from ${date}, its event date`,
} as const;

/**
 * The consumer's requests for proposals as the account menu names them, beside My bookings (docs/decisions/0023): here
 * so that the menu, part of every page, carries no other words of requests for proposals.
 */
export const MY_BRIEFS_TITLE = "My requests";

/** The words of the vendor's Bookings and Leads pages and of the consumer's My bookings. */
export const BOOKING_COPY = {
  vendorBookingsTitle: "Bookings",
  vendorLeadsTitle: "Leads",
  myBookingsTitle: "My bookings",
  myBookingsLead: "Bookings you made while signed in, and those made with this phone number.",
  noBookings: "No bookings yet",
  noBookingsMatch: "No bookings match your search",
  noLeads: "No leads yet",
  searchBookings: "Search by name or phone",
  statusFilter: "Status",
  allStatuses: "All",
  exportCsv: COMMON_COPY.exportCsv,
  bookingDetails: "Booking details",
  history: "History",
  whatsappConsumer: "WhatsApp",
  confirm: "Confirm",
  decline: "Decline",
  complete: "Mark completed",
  cancelBooking: "Cancel booking",
  reasonLabel: "Reason",
  declineReasonLabel: "Reason for declining (the customer will read it)",
  cancelReasonLabel: "Reason (optional)",
  keepBooking: "Keep booking",
  cancellationTerms: "Cancellation terms",
  noCancellationTerms: "This vendor has not stated cancellation terms. Please ask them before you cancel.",
  trackBooking: "Track this booking",
  trackBookingLead: "Sign in with the same phone number to follow your booking.",
  /** After booking signed in: the booking is already the account's (issue 38). */
  trackBookingSignedInLead: "It is in My bookings, where you can follow it.",
  price: "Price",
  viewBookings: "View bookings",
  viewLeads: "View leads",
  placedOn: "Placed",
  consumer: "Customer",
  /** A booking's or a lead's shopper who gave no name, on the vendor's lists. */
  someCustomer: "A customer",
  offering: "Offering",
  phone: "Phone",
  // the app's My bookings asks before it cancels (docs/decisions/0018)
  cancelConfirmTitle: "Cancel this booking?",
  cancelConfirmLead: "The vendor is told at once, and a cancelled booking cannot be restored.",
} as const;

/** Who changed a booking, as each side reads its history: the vendor's pages say "the customer", the consumer's "you". */
export const BOOKING_ACTOR_NAMES = {
  forVendor: { vendor: "the vendor", consumer: "the customer", operator: "Utsav support", system: "Utsav" },
  forConsumer: { vendor: "the vendor", consumer: "you", operator: "Utsav support", system: "Utsav" },
} as const;

export const bookingCopyFor = {
  /** A line of a booking's history: who moved it, and where. */
  historyLine: (actor: string, status: string) => `${status} by ${actor}`,
  leadLine: (consumer: string, offering: string) => `${consumer} viewed your number for ${offering}`,
  /** The WhatsApp message a vendor starts a chat with. */
  vendorChat: (consumer: string, reference: string, offering: string) =>
    `Hi ${consumer}, this is about your booking ${reference} for ${offering} on Utsav.`,
  callConsumer: (consumer: string) => `Call ${consumer}`,
  whatsappConsumer: (consumer: string) => `WhatsApp ${consumer}`,
  bookingsFound: (count: number, more: boolean) => `${count}${more ? "+" : ""} ${count === 1 && !more ? "booking" : "bookings"}`,
} as const;
