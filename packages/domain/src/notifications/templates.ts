// The messages Utsav sends, as fixed templates with named variables (docs/decisions/0021). India's DLT rules let a
// business send an SMS only from a template registered word for word, whose variables ({#var#}) hold at most 30
// characters each; so the text lives here once, each SMS template is registered as it stands (with each {name} as
// a {#var#}), and the gateway is sent the template's id and the variables. Links are registered as URL variables.

// WhatsApp (the WhatsApp Business Cloud API) sends only templates approved by Meta, filled with body parameters
// {{1}}, {{2}}…: each WhatsApp template is registered under its name here with its text, each {name} replaced by
// the parameter of its place in templateVariables (whatsappTemplateBody), and Meta is sent the name and the values.

/** How a message goes; a push is drawn from an SMS (push.ts), so no template is written for it alone. */
export type NotificationChannel = "sms" | "email" | "whatsapp" | "push";

export interface NotificationTemplate {
  channel: NotificationChannel;
  /** E-mail only: the subject line, with the same variables. */
  subject?: string;
  text: string;
}

/** The most characters a DLT template variable holds; longer values are cut (an ellipsis shows it). */
export const SMS_VARIABLE_MAX = 30;

export const NOTIFICATION_TEMPLATES = {
  // Bookings name the offering, the event's date and, to the vendor, its place (docs/decisions/0034): {date} is '12 March
  // 2026' or "date to be agreed", {place} the locality (an SMS value holds 30 characters) or the whole address line
  // in an e-mail and on WhatsApp, or "place not given".
  /** A new booking, to the vendor's account phone. */
  booking_received_vendor_sms: {
    channel: "sms",
    text: "New booking {booking} for {offering} from {consumer}. Event: {date}, {place}. Confirm or decline it at {link} - Utsav",
  },
  /** A new booking, to the vendor's e-mail when they gave one. */
  booking_received_vendor_email: {
    channel: "email",
    subject: "New booking {booking} for {offering} on {date}",
    text: "Hello {vendor},\n\n{consumer} booked {offering}.\n\nEvent date: {date}\nPlace: {place}\n\n{details}\n\nConfirm or decline it at {link}\n\nUtsav",
  },
  /** A new booking, to the phone on it: what was booked, for when, and where to follow it. */
  booking_placed_consumer_sms: {
    channel: "sms",
    text: "Your booking {booking} for {offering} ({date}) is placed with {vendor}. Follow it at {link} - Utsav",
  },
  /** Status changes, to the phone on the booking. */
  booking_confirmed_consumer_sms: {
    channel: "sms",
    text: "Your booking {booking} for {offering} ({date}) is confirmed by {vendor}. Track it at {link} - Utsav",
  },
  booking_declined_consumer_sms: {
    channel: "sms",
    text: "Sorry, {vendor} declined your booking {booking} for {offering} ({date}): {reason}. See {link} - Utsav",
  },
  booking_completed_consumer_sms: {
    channel: "sms",
    text: "Your booking {booking} for {offering} ({date}) with {vendor} is completed. Thank you for celebrating with Utsav.",
  },
  /** Sent with the completion (docs/decisions/0060): the invitation to review, linking the booking's review form. */
  review_invite_consumer_sms: {
    channel: "sms",
    text: "How was {offering} by {vendor}? Rate your vendor and review booking {booking} at {link} - Utsav",
  },
  /** Cancelled by the shopper, the vendor or Utsav support ({by}), where no refund was fixed. */
  booking_cancelled_consumer_sms: {
    channel: "sms",
    text: "Your booking {booking} for {offering} ({date}) was cancelled by {by}: {reason}. See {link} - Utsav",
  },
  /** The same with what the vendor's terms give back ({refund}: '₹1,500 back of ₹2,000'). */
  booking_cancelled_refund_consumer_sms: {
    channel: "sms",
    text: "Your booking {booking} for {offering} ({date}) was cancelled by {by}: {reason}. Refund: {refund}. See {link} - Utsav",
  },
  /** The advance is captured (docs/decisions/0048): the receipt, by SMS, to the phone on the booking. */
  advance_paid_consumer_sms: {
    channel: "sms",
    text: "Advance {amount} received for booking {booking} ({offering}, {date}). The rest is paid in cash on the day. Receipt: {link} - Utsav",
  },
  /** A refund the bank has processed: the receipt, by SMS, to the phone on the booking. */
  refund_processed_consumer_sms: {
    channel: "sms",
    text: "Refund {amount} for booking {booking} ({offering}) is processed to your payment method; banks take up to 7 working days. Receipt: {link} - Utsav",
  },
  /** The shopper or Utsav support ({by}) cancelled: the vendor is told too. */
  booking_cancelled_vendor_sms: {
    channel: "sms",
    text: "Booking {booking} for {offering} ({date}) was cancelled by {by}: {reason}. See {link} - Utsav",
  },
  booking_cancelled_vendor_email: {
    channel: "email",
    subject: "Booking {booking} for {offering} was cancelled",
    text: "Hello {vendor},\n\nBooking {booking} for {offering} ({date}) was cancelled by {by}.\nReason: {reason}\n\nSee {link}\n\nUtsav",
  },
  // Time (docs/decisions/0054): a booking nobody answered, and the eve of an event. {due} is '12 Mar, 4:05 pm'.
  /** A booking still unanswered, some hours before it expires: to the vendor. */
  booking_answer_reminder_vendor_sms: {
    channel: "sms",
    text: "Booking {booking} for {offering} ({date}) waits for your answer. It expires at {due}: confirm or decline at {link} - Utsav",
  },
  booking_answer_reminder_vendor_email: {
    channel: "email",
    subject: "Booking {booking} expires at {due} without your answer",
    text: "Hello {vendor},\n\n{consumer} booked {offering} for {date} and is waiting for your answer.\nThe booking expires at {due} unless you confirm or decline it.\n\nAnswer at {link}\n\nUtsav",
  },
  booking_answer_reminder_vendor_whatsapp: {
    channel: "whatsapp",
    text: "Booking {booking} for {offering} ({date}) waits for your answer. It expires at {due}: confirm or decline at {link} - Utsav",
  },
  /** Unanswered, it expired: to the phone on the booking, with where to find another vendor. */
  booking_expired_consumer_sms: {
    channel: "sms",
    text: "{vendor} did not answer booking {booking} for {offering} ({date}) in time, so it has expired. Find another vendor at {link} - Utsav",
  },
  /** The same where an advance was paid: it is refunded in full. */
  booking_expired_refund_consumer_sms: {
    channel: "sms",
    text: "{vendor} did not answer booking {booking} ({date}) in time, so it expired. Your advance {amount} is refunded in full. Find another vendor at {link} - Utsav",
  },
  /** …and to the vendor. */
  booking_expired_vendor_sms: {
    channel: "sms",
    text: "Booking {booking} for {offering} ({date}) expired because it was not answered in time. See {link} - Utsav",
  },
  booking_expired_vendor_email: {
    channel: "email",
    subject: "Booking {booking} for {offering} expired unanswered",
    text: "Hello {vendor},\n\nBooking {booking} for {offering} ({date}) expired because it was not confirmed or declined in time. The customer was told.\n\nSee {link}\n\nUtsav",
  },
  booking_expired_vendor_whatsapp: {
    channel: "whatsapp",
    text: "Booking {booking} for {offering} ({date}) expired because it was not answered in time. See {link} - Utsav",
  },
  /** The day before a confirmed booking's event: to the shopper, with the vendor's number. */
  booking_event_reminder_consumer_sms: {
    channel: "sms",
    text: "Reminder: {offering} by {vendor} is tomorrow, {date}, at {place}. Vendor's number: {phone}. Details: {link} - Utsav",
  },
  /** …and to the vendor, with the customer's. */
  booking_event_reminder_vendor_sms: {
    channel: "sms",
    text: "Reminder: booking {booking} for {offering} is tomorrow, {date}, at {place}. Customer: {consumer}, {phone}. Details: {link} - Utsav",
  },
  booking_event_reminder_vendor_email: {
    channel: "email",
    subject: "Tomorrow: booking {booking} for {offering}",
    text: "Hello {vendor},\n\nA reminder: booking {booking} for {offering} is tomorrow, {date}.\n\nPlace: {place}\nCustomer: {consumer}, {phone}\n\n{details}\n\nDetails: {link}\n\nUtsav",
  },
  booking_event_reminder_vendor_whatsapp: {
    channel: "whatsapp",
    text: "Reminder: booking {booking} for {offering} is tomorrow, {date}, at {place}. Customer: {consumer}, {phone}. Details: {link} - Utsav",
  },
  /** A consumer revealed the vendor's number (a call lead). */
  call_lead_vendor_sms: {
    channel: "sms",
    text: "{consumer} ({phone}) viewed your number for {offering} on Utsav and may call you soon.",
  },
  call_lead_vendor_email: {
    channel: "email",
    subject: "{consumer} viewed your number for {offering}",
    text: "Hello,\n\n{consumer} ({phone}) viewed your number for {offering} on Utsav and may call you soon.\n\nUtsav",
  },
  /** The vendor's alerts on WhatsApp, where it chose them and gave a WhatsApp number (docs/decisions/0021). */
  booking_received_vendor_whatsapp: {
    channel: "whatsapp",
    text: "New booking {booking} for {offering} from {consumer}. Event: {date}, {place}. Confirm or decline it at {link} - Utsav",
  },
  booking_cancelled_vendor_whatsapp: {
    channel: "whatsapp",
    text: "Booking {booking} for {offering} ({date}) was cancelled by {by}. Reason: {reason}. See {link} - Utsav",
  },
  call_lead_vendor_whatsapp: {
    channel: "whatsapp",
    text: "Utsav: {consumer} ({phone}) viewed your number for {offering} and may call you soon.",
  },
  // Requests for proposals (docs/decisions/0023).
  /** A new brief, to each vendor it matched. */
  brief_matched_vendor_sms: {
    channel: "sms",
    text: "New request {brief}: {occasion} on {date} in {locality}. Send your quote at {link} - Utsav",
  },
  /** A vendor's first quote on a brief, to the consumer. */
  brief_quote_consumer_sms: {
    channel: "sms",
    text: "{vendor} quoted {price} for your {occasion} request {brief}. Compare quotes at {link} - Utsav",
  },
  /** The consumer accepted another quote: to each vendor whose quote is closed. */
  brief_quote_closed_vendor_sms: {
    channel: "sms",
    text: "The customer chose another quote for request {brief} ({occasion} on {date}). Your quote is closed. See {link} - Utsav",
  },
  /** The day after a brief's date, when no quote was accepted: to the consumer (docs/decisions/0054). */
  brief_ended_consumer_sms: {
    channel: "sms",
    text: "Your request {brief} for {occasion} on {date} has ended without a booking. You can send a new request at {link} - Utsav",
  },
  // A business's owner and team (docs/decisions/0033): to the phone invited, which joins by signing in with it.
  /** Operators linked the phone to a business as its owner. */
  vendor_owner_invite_sms: {
    channel: "sms",
    text: "You are invited to run {business} on Utsav. Sign in as a vendor with this number at {link} - Utsav",
  },
  /** The owner added the phone to the business's team. */
  vendor_member_invite_sms: {
    channel: "sms",
    text: "You are invited to the team of {business} on Utsav. Sign in as a vendor with this number at {link} - Utsav",
  },
  // Reviews from bookings (docs/decisions/0060): to the review's author, with the link to the booking's review page.
  /** The vendor answered the review, in public. */
  review_answered_consumer_sms: {
    channel: "sms",
    text: "{vendor} answered your review of booking {booking}. Read the answer at {link} - Utsav",
  },
  /** Operators hid the review, with the reason (the page at the link shows it whole). */
  review_hidden_consumer_sms: {
    channel: "sms",
    text: "Our team hid your review of {vendor}: {reason}. See {link} - Utsav",
  },
} as const satisfies Record<string, NotificationTemplate>;

export type NotificationTemplateName = keyof typeof NOTIFICATION_TEMPLATES;

export const NOTIFICATION_TEMPLATE_NAMES = Object.keys(NOTIFICATION_TEMPLATES) as NotificationTemplateName[];

/** The SMS templates, each of which needs a DLT template id where a real gateway sends them. */
export const SMS_TEMPLATE_NAMES = NOTIFICATION_TEMPLATE_NAMES.filter((name) => NOTIFICATION_TEMPLATES[name].channel === "sms");

/** The WhatsApp templates, each of which Meta must have approved, under the same name, where the Cloud API sends. */
export const WHATSAPP_TEMPLATE_NAMES = NOTIFICATION_TEMPLATE_NAMES.filter((name) => NOTIFICATION_TEMPLATES[name].channel === "whatsapp");

/** The variables a template names, in order of first use. */
/** Whether a template name read back (from the outbox) is one of the templates. */
export function isNotificationTemplateName(name: string): name is NotificationTemplateName {
  return Object.hasOwn(NOTIFICATION_TEMPLATES, name);
}

export function templateVariables(name: NotificationTemplateName): string[] {
  const template: NotificationTemplate = NOTIFICATION_TEMPLATES[name];
  const found = `${template.subject ?? ""} ${template.text}`.match(/\{(\w+)\}/g) ?? [];
  return [...new Set(found.map((v) => v.slice(1, -1)))];
}

/** A value as an SMS variable: one line, at most SMS_VARIABLE_MAX characters (links are never cut). */
function smsValue(name: string, value: string): string {
  const oneLine = value.replace(/\s+/g, " ").trim();
  if (name === "link" || oneLine.length <= SMS_VARIABLE_MAX) return oneLine;
  return `${oneLine.slice(0, SMS_VARIABLE_MAX - 1)}…`;
}

/** A WhatsApp template's text as it is registered with Meta: each variable as the parameter of its place, {{1}}… */
export function whatsappTemplateBody(name: NotificationTemplateName): string {
  const variables = templateVariables(name);
  return NOTIFICATION_TEMPLATES[name].text.replace(/\{(\w+)\}/g, (_m, v: string) => `{{${variables.indexOf(v) + 1}}}`);
}

/** A value as a WhatsApp body parameter: Meta refuses line breaks, tabs and long runs of spaces in one. */
const whatsappValue = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The message a template makes with these variables: the values it sends (SMS values cut as DLT requires) and the
 * text and subject they make. A variable the template names but `values` lacks throws: a template is filled whole.
 */
export function renderNotification(
  name: NotificationTemplateName,
  values: Readonly<Record<string, string>>,
): { channel: NotificationChannel; subject: string | null; text: string; variables: Record<string, string> } {
  const template: NotificationTemplate = NOTIFICATION_TEMPLATES[name];
  const variables = Object.fromEntries(
    templateVariables(name).map((v) => {
      const value = Object.hasOwn(values, v) ? values[v] : undefined;
      if (value === undefined) throw new Error(`template ${name} needs the variable ${v}`);
      const sent = template.channel === "sms" ? smsValue(v, value) : template.channel === "whatsapp" ? whatsappValue(value) : value;
      return [v, sent];
    }),
  );
  // Every variable was given (checked above); one that were not would stay as written.
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (placeholder: string, v: string) => variables[v] ?? placeholder);
  return {
    channel: template.channel,
    subject: template.subject ? fill(template.subject) : null,
    text: fill(template.text),
    variables,
  };
}

/** The short reference of a booking that messages and screens show ("#3FA9C21B"): the end of its id. */
export function bookingReference(bookingId: string): string {
  return `#${bookingId.slice(-8).toUpperCase()}`;
}
