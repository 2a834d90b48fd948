import { BOOKING_MESSAGES, bookingMessageFor } from "./messages.ts";
import { normalizeIndianMobile } from "../shared/phone-entry.ts";
import { formatLongDate, indianDate } from "../shared/dates.ts";

// The booking lifecycle (docs/decisions/0021-booking-lifecycle-and-notifications.md). A booking is `received` when
// placed; the vendor confirms or declines it (a reason required), then completes or cancels a confirmed one; the
// consumer may cancel while it is received or confirmed. Declined, completed and cancelled are final. A booking whose
// vendor asks an advance waits in awaiting_payment until it is paid (then received, by the system: docs/decisions/0048),
// or expires unpaid.

export const BOOKING_STATUSES = ["awaiting_payment", "received", "confirmed", "declined", "completed", "cancelled", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Who changes a booking: its vendor, the consumer who placed it, an operator (who only cancels, with a reason), or the
 * system (a captured payment, an order that expired unpaid, an answer not given in time, an event long past).
 */
export const BOOKING_ACTORS = ["vendor", "consumer", "operator", "system"] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** The longest reason a vendor or a consumer may give for a change. */
export const BOOKING_REASON_MAX = 500;

/** The reason schema of a change (bookings/schemas.ts) without zod: null when it fits, else the API's words. */
export function bookingReasonProblem(reason: string): string | null {
  return reason.length > BOOKING_REASON_MAX ? bookingMessageFor.reasonTooLong(BOOKING_REASON_MAX) : null;
}

/** What the screens call each status. */
export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatus, string>> = {
  awaiting_payment: "Awaiting payment",
  received: "Received",
  confirmed: "Confirmed",
  declined: "Declined",
  completed: "Completed",
  cancelled: "Cancelled",
  expired: "Expired",
};

/** The statuses each actor may move a booking to, from each status. */
const TRANSITIONS: Readonly<Record<BookingActor, Readonly<Record<BookingStatus, readonly BookingStatus[]>>>> = {
  vendor: {
    awaiting_payment: [],
    received: ["confirmed", "declined"],
    confirmed: ["completed", "cancelled"],
    declined: [],
    completed: [],
    cancelled: [],
    expired: [],
  },
  consumer: {
    awaiting_payment: ["cancelled"],
    received: ["cancelled"],
    confirmed: ["cancelled"],
    declined: [],
    completed: [],
    cancelled: [],
    expired: [],
  },
  operator: {
    awaiting_payment: ["cancelled"],
    received: ["cancelled"],
    // A confirmed booking with a problem reported is completed or cancelled by operators (docs/decisions/0054).
    confirmed: ["completed", "cancelled"],
    declined: [],
    completed: [],
    cancelled: [],
    expired: [],
  },
  system: {
    awaiting_payment: ["received", "expired"],
    // Time (docs/decisions/0054): an unanswered booking expires; a confirmed one completes after its event.
    received: ["expired"],
    confirmed: ["completed"],
    declined: [],
    completed: [],
    cancelled: [],
    expired: [],
  },
};

/** Statuses after which nothing changes. */
export const FINAL_BOOKING_STATUSES: readonly BookingStatus[] = ["declined", "completed", "cancelled", "expired"];

export function isBookingStatus(value: string): value is BookingStatus {
  return (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** Where `actor` may move a booking that is `status` now (empty for a final status or an unknown one). */
export function nextBookingStatuses(actor: BookingActor, status: string): readonly BookingStatus[] {
  return isBookingStatus(status) ? TRANSITIONS[actor][status] : [];
}

/** Whether a change needs a reason: a vendor declining, or an operator cancelling, says why (both sides read it). */
export function reasonRequired(actor: BookingActor, to: BookingStatus): boolean {
  return (actor === "vendor" && to === "declined") || actor === "operator";
}

/**
 * Checks one change: null when `actor` may move the booking from `from` to `to` with this reason, else the message
 * to answer (the caller answers 409 for a change the lifecycle forbids, 400 for a missing reason).
 */
export function checkBookingTransition(
  actor: BookingActor,
  from: string,
  to: BookingStatus,
  reason: string | null,
): { conflict: string } | { invalid: string } | null {
  if (!isBookingStatus(from)) return { conflict: BOOKING_MESSAGES.statusUnknown };
  if (!TRANSITIONS[actor][from].includes(to)) {
    if (FINAL_BOOKING_STATUSES.includes(from)) return { conflict: bookingMessageFor.alreadyFinal(BOOKING_STATUS_LABELS[from]) };
    return { conflict: bookingMessageFor.transitionRefused(BOOKING_STATUS_LABELS[from], BOOKING_STATUS_LABELS[to]) };
  }
  if (reasonRequired(actor, to) && !reason?.trim()) {
    return { invalid: actor === "operator" ? BOOKING_MESSAGES.operatorReasonRequired : BOOKING_MESSAGES.declineReasonRequired };
  }
  return null;
}

/**
 * The first day a booking can be marked completed: its event date, in India (docs/decisions/0035). Null when it can
 * be completed now: the date has come, or the booking has none (placed without one, by an older client: the vendor
 * knows when it took place, and we cannot).
 */
export function completableFrom(eventDate: string | null, now: Date = new Date()): string | null {
  return eventDate && indianDate(now) < eventDate ? eventDate : null;
}

/** Why a booking cannot be marked completed yet (the API answers 409 with it), or null when it can. */
export function completionRefused(eventDate: string | null, now: Date = new Date()): string | null {
  const from = completableFrom(eventDate, now);
  return from ? bookingMessageFor.completeTooEarly(formatLongDate(from)) : null;
}

/**
 * Who a booking is from, as the vendor searches and messages name them: the first field that asks for a name
 * (its field or label says "name") and the first phone field (inputType tel), normalised to '+91XXXXXXXXXX'.
 */
export function bookingContact(
  fields: readonly { field: string; label: string; inputType: string }[],
  values: Readonly<Record<string, string>>,
): { name: string | null; phone: string | null } {
  const valueOf = (field: string) => (Object.hasOwn(values, field) ? values[field]?.trim() || null : null);
  const nameField = fields.find((f) => f.inputType === "text" && /name/i.test(`${f.field} ${f.label}`) && valueOf(f.field));
  const phone = fields
    .filter((f) => f.inputType === "tel")
    .map((f) => normalizeIndianMobile(valueOf(f.field) ?? ""))
    .find(Boolean);
  return { name: nameField ? valueOf(nameField.field) : null, phone: phone ?? null };
}
