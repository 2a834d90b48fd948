import { bookingAlertsOf, BOOKING_EVENT_MESSAGE_WORDS, eventDateText, pagePaths, renderNotification, SUPPORT } from "@utsav/domain";
import type { BookingAlerts, NotificationTemplateName } from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import type { VendorRecipients } from "./vendor-recipients.ts";

/** A booking as the messages name it (a booking row is one). */
export interface BookingFacts {
  id: string;
  offeringName: string;
  vendorName: string;
  consumerName: string | null;
  consumerPhone: string | null;
  /** The event's date (YYYY-MM-DD) and the locality checked against the vendor's area, where the booking holds them. */
  eventDate: string | null;
  locality: string | null;
  /** The address the shopper wrote, where the offering asks for one: the new booking's messages to the vendor say it. */
  address?: string | null;
}

/** The templates of one alert to a vendor, one for each channel it may choose. */
export interface VendorTemplates {
  sms: NotificationTemplateName;
  email: NotificationTemplateName;
  whatsapp: NotificationTemplateName;
}

/** The event's date as messages say it: '12 March 2026', or "date to be agreed" for a booking placed without one. */
export const dateOf = (booking: BookingFacts) => eventDateText(booking.eventDate) ?? BOOKING_EVENT_MESSAGE_WORDS.dateToAgree;

/**
 * What every message of a change is made with (docs/decisions/0021): a template rendered for one recipient as an outbox
 * row, a page's address, and a vendor's alert by the channels it chose.
 */
export class DraftWriter {
  constructor(
    private readonly publicOrigin: string,
    /** False where no e-mail can be sent (EMAIL_PROVIDER=none): no e-mail is queued. */
    private readonly emailEnabled: boolean,
    /** False where no WhatsApp message can be sent (WHATSAPP_PROVIDER=none): none is queued. */
    private readonly whatsappEnabled = false,
  ) {}

  /** A page's address as a message links to it: the public origin and the page's path from the registry. */
  protected pageUrl(path: string): string {
    return `${this.publicOrigin}${path}`;
  }

  /**
   * Where the shopper follows a booking: its page in My bookings, for a guest as for a signed-in shopper. The link holds
   * no secret: the page asks whoever is not signed in to sign in with a code sent to the phone, and shows a guest
   * booking to the number it was made with (docs/decisions/0021, 0034), so a forwarded message opens nothing.
   */
  protected shopperLink(booking: BookingFacts): string {
    return this.pageUrl(pagePaths.myBooking(booking.id));
  }

  protected draft(eventKey: string, recipient: string, template: NotificationTemplateName, values: Record<string, string>): OutboxDraft {
    const { channel, subject, text, variables } = renderNotification(template, values);
    return { eventKey, channel, recipient, template, variables, subject, text };
  }

  /**
   * A message to the vendor by the channels it chose in the Contact section: SMS to its phone, e-mail to its address,
   * WhatsApp to its WhatsApp number. Each is one outbox row of the event (the key is event and channel), so each
   * goes once. It always goes one way at least: by SMS where neither e-mail nor WhatsApp can go (no address or
   * number, or that channel not configured) and no phone of the vendor's takes a push. An SMS that has a push
   * (PUSH_MESSAGES) is also pushed to the vendor's phones; an SMS the vendor did not choose is queued only as that push.
   */
  protected toVendor(
    eventKey: string,
    vendor: VendorRecipients,
    templates: VendorTemplates,
    values: Record<string, string>,
    /** Values the SMS says shorter than the e-mail and WhatsApp (the place: its locality). */
    forSms: Record<string, string> = {},
  ): OutboxDraft[] {
    const alerts: BookingAlerts = bookingAlertsOf(vendor.alerts);
    const email = alerts.email && this.emailEnabled ? vendor.email : null;
    const whatsapp = alerts.whatsapp && this.whatsappEnabled ? vendor.whatsapp : null;
    const drafts: OutboxDraft[] = [];
    // A phone the vendor registered for pushes is one more way (docs/decisions/0070): the SMS goes as well while SMS
    // stays chosen; else only where nothing else can go and no phone takes the push; else the push goes alone.
    const sms = alerts.sms ? "also" : email === null && whatsapp === null ? "fallback" : "push-only";
    drafts.push({ ...this.draft(eventKey, vendor.phone ?? SUPPORT.phone, templates.sms, { ...values, ...forSms }), sms });
    if (email !== null) drafts.push(this.draft(eventKey, email, templates.email, values));
    if (whatsapp !== null) drafts.push(this.draft(eventKey, whatsapp, templates.whatsapp, values));
    return drafts;
  }
}
