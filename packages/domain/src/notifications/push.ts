import { NOTIFICATION_TEMPLATES, templateVariables } from "./templates.ts";
import type { NotificationTemplateName } from "./templates.ts";

// Push notifications (docs/decisions/0070): a channel of the outbox beside SMS. A push is drawn from the SMS an event
// sends, filled with the same variables, so an event is worded once per channel; its text is short, names no phone
// number and no code (OWASP ASVS 5.0 14.2: what shows on a locked screen), and it carries the path of the page it
// opens, from the SMS's own link (pagePaths), which the app opens signed in or after sign-in.

/** Who a push goes to: the account of that user type whose phone the SMS goes to. */
export type PushAudience = "consumer" | "vendor";

export interface PushMessage {
  to: PushAudience;
  title: string;
  body: string;
}

/** The push of each SMS that has one, by the SMS template's name. An SMS without one goes by SMS alone. */
export const PUSH_MESSAGES = {
  booking_received_vendor_sms: {
    to: "vendor",
    title: "New booking {booking}",
    body: "{consumer} booked {offering} for {date}. Confirm or decline it.",
  },
  booking_answer_reminder_vendor_sms: {
    to: "vendor",
    title: "Booking {booking} waits for your answer",
    body: "{offering} ({date}) expires at {due}. Confirm or decline it.",
  },
  booking_cancelled_vendor_sms: { to: "vendor", title: "Booking {booking} cancelled", body: "{offering} ({date}) was cancelled by {by}." },
  booking_expired_vendor_sms: { to: "vendor", title: "Booking {booking} expired", body: "{offering} ({date}) was not answered in time." },
  booking_event_reminder_vendor_sms: { to: "vendor", title: "Tomorrow: {offering}", body: "Booking {booking} is on {date}, at {place}." },
  brief_matched_vendor_sms: { to: "vendor", title: "New request {brief}", body: "{occasion} on {date} in {locality}. Send your quote." },
  brief_quote_closed_vendor_sms: {
    to: "vendor",
    title: "Request {brief} closed",
    body: "The customer chose another quote for {occasion}.",
  },
  booking_placed_consumer_sms: { to: "consumer", title: "Booking {booking} placed", body: "{offering} ({date}) is placed with {vendor}." },
  booking_confirmed_consumer_sms: { to: "consumer", title: "Booking {booking} confirmed", body: "{vendor} confirmed {offering} ({date})." },
  booking_declined_consumer_sms: { to: "consumer", title: "Booking {booking} declined", body: "{vendor} declined {offering} ({date})." },
  booking_completed_consumer_sms: {
    to: "consumer",
    title: "Booking {booking} completed",
    body: "{offering} ({date}) with {vendor} is completed.",
  },
  review_invite_consumer_sms: { to: "consumer", title: "How was {offering}?", body: "Rate {vendor} and review booking {booking}." },
  booking_cancelled_consumer_sms: {
    to: "consumer",
    title: "Booking {booking} cancelled",
    body: "{offering} ({date}) was cancelled by {by}.",
  },
  booking_cancelled_refund_consumer_sms: {
    to: "consumer",
    title: "Booking {booking} cancelled",
    body: "{offering} ({date}) was cancelled by {by}. Refund: {refund}.",
  },
  advance_paid_consumer_sms: { to: "consumer", title: "Advance {amount} received", body: "For booking {booking}: {offering}, {date}." },
  refund_processed_consumer_sms: { to: "consumer", title: "Refund {amount} processed", body: "For booking {booking}: {offering}." },
  booking_expired_consumer_sms: {
    to: "consumer",
    title: "Booking {booking} expired",
    body: "{vendor} did not answer in time. Find another vendor.",
  },
  booking_expired_refund_consumer_sms: {
    to: "consumer",
    title: "Booking {booking} expired",
    body: "{vendor} did not answer in time. Your advance {amount} is refunded in full.",
  },
  booking_event_reminder_consumer_sms: { to: "consumer", title: "Tomorrow: {offering}", body: "By {vendor}, on {date}, at {place}." },
  brief_quote_consumer_sms: { to: "consumer", title: "New quote for {brief}", body: "{vendor} quoted {price} for your {occasion}." },
  brief_ended_consumer_sms: { to: "consumer", title: "Request {brief} ended", body: "Your {occasion} request ended without a booking." },
  review_answered_consumer_sms: { to: "consumer", title: "{vendor} answered your review", body: "Read the answer on booking {booking}." },
} as const satisfies Partial<Record<NotificationTemplateName, PushMessage>>;

export type PushTemplateName = keyof typeof PUSH_MESSAGES;

/** Whether an SMS template (as the outbox keeps its name) has a push. */
export function hasPushMessage(template: string): template is PushTemplateName {
  return Object.hasOwn(PUSH_MESSAGES, template);
}

/** The variables no push may name: what a locked screen must not show. */
export const PUSH_FORBIDDEN_VARIABLES = ["phone", "code", "otp", "link", "reason", "details"] as const;

/** The most characters a push's title and body hold; Expo's whole request allows 4 KiB. */
export const PUSH_TEXT_MAX = { title: 65, body: 178 } as const;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A push made from its SMS's variables: its title, body and the page it opens (`url`, the path of the SMS's link,
 * or null where the SMS had none).
 */
export function renderPush(template: PushTemplateName, variables: Readonly<Record<string, string>>): PushMessage & { url: string | null } {
  const message: PushMessage = PUSH_MESSAGES[template];
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder: string, v: string) => variables[v] ?? placeholder);
  return {
    to: message.to,
    title: cut(fill(message.title), PUSH_TEXT_MAX.title),
    body: cut(fill(message.body), PUSH_TEXT_MAX.body),
    url: pushPath(variables.link),
  };
}

/** The path (and query) of a message's link, which the app opens; null for none or one that is not a link. */
export function pushPath(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** The variables each push names, which its SMS must give (templates.test.ts checks it). */
export function pushVariables(template: PushTemplateName): string[] {
  const message: PushMessage = PUSH_MESSAGES[template];
  const found = `${message.title} ${message.body}`.match(/\{(\w+)\}/g) ?? [];
  return [...new Set(found.map((v) => v.slice(1, -1)))];
}

/** Whether every variable a push names is one its SMS gives. */
export const pushFitsItsSms = (template: PushTemplateName) =>
  pushVariables(template).every((v) => templateVariables(template).includes(v)) && NOTIFICATION_TEMPLATES[template].channel === "sms";

/** An Expo push token as the app registers it: ExponentPushToken[…] or ExpoPushToken[…]. */
export const EXPO_PUSH_TOKEN = /^Expo(?:nent)?PushToken\[[A-Za-z0-9_-]{8,200}\]$/;
export const EXPO_PUSH_TOKEN_MAX = 220;
export const PUSH_PLATFORMS = ["ios", "android"] as const;
export type PushPlatform = (typeof PUSH_PLATFORMS)[number];
