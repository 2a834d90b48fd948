import { refundTableRows } from "../terms/rules.ts";
import type { RefundSchedule } from "../terms/rules.ts";
import { bookingAlertsOf } from "../vendors/profile.ts";
import type { BookingAlerts } from "../vendors/profile.ts";

// The operations console's words (docs/decisions/0020, 0043): its sign-in, and the values of a vendor's profile as the
// review page reads them out. Browser-safe: the console's pages import them from here.

/**
 * The console's sign-in, in place of the shoppers' "Login or sign up" (docs/decisions/0043). Operators never sign up:
 * another operator adds them. A code goes only to an operator's number, yet every number gets the same answer (OWASP
 * ASVS 5.0 V6, no account enumeration), so the code step says what happens either way and offers to start again.
 */
export const OPS_SIGN_IN_COPY = {
  pageTitle: "Sign in to operations",
  pageLead:
    "For the marketplace's operators only. Sign in with the mobile number your account was added with; the session ends after 15 minutes without activity.",
  loginTitle: "Operator sign-in",
  loginLead: "Enter the mobile number an operator added you with. We send its 6-digit code by SMS.",
  codeLead: (phone: string) => `If ${phone} belongs to an operator, the code arrives in a minute. Not an operator? Ask one to add you.`,
  startAgain: "Start again with another number",
  /** Under the sign-in when it was asked to return to a page of the console (the idle timeout, a bookmarked page). */
  returnNote: "Once you are signed in, you go back to the page you were on.",
} as const;

/** The console's forms that take someone else's number say whose it is ("your phone number" would be the operator's). */
export const CONSOLE_FORM_MESSAGES = {
  ownerPhoneRequired: "Please enter the owner's mobile number",
} as const;

/** The ways a vendor hears of new bookings, as its Contact section names them. */
export const BOOKING_ALERT_LABELS: Readonly<Record<keyof BookingAlerts, string>> = {
  sms: "SMS",
  email: "Email",
  whatsapp: "WhatsApp",
};

export const REVIEW_VALUE_COPY = {
  noAlerts: "None chosen",
} as const;

/** A vendor's choice of booking alerts in words: "SMS, Email" (a choice saved before WhatsApp existed lacks it). */
export function bookingAlertsText(stored: Partial<BookingAlerts>): string {
  const alerts = bookingAlertsOf(stored);
  const chosen = (Object.keys(BOOKING_ALERT_LABELS) as (keyof BookingAlerts)[]).filter((channel) => alerts[channel]);
  return chosen.length > 0 ? chosen.map((channel) => BOOKING_ALERT_LABELS[channel]).join(", ") : REVIEW_VALUE_COPY.noAlerts;
}

/** A refund schedule on one line, in the words of the table customers see ("48 hours or more before: 100%; …"). */
export function refundScheduleText(schedule: RefundSchedule): string {
  return refundTableRows(schedule)
    .map((row) => `${row.when}: ${row.refund}`)
    .join("; ");
}
