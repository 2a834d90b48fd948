import {
  BOOKING_ACTOR_NAMES,
  BOOKING_EVENT_MESSAGE_WORDS,
  bookingAlertsOf,
  bookingPlace,
  bookingPlaceShort,
  bookingReference,
  briefReference,
  eventDateText,
  formatDay,
  pagePaths,
  refundText,
  renderNotification,
  rupees,
  SUPPORT,
} from "@utsav/domain";
import type { BookingActor, BookingAlerts, BookingStatus, NotificationTemplateName } from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import type { VendorRecipients } from "./vendor-recipients.ts";

export type { VendorRecipients };

/** A brief as the messages name it (docs/decisions/0023). */
export interface BriefFacts {
  id: string;
  occasion: string;
  eventDate: string;
  locality: string;
}

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

/** A change of a booking's status: its history row, who made it, to what, why, and for a cancellation what comes back. */
export interface StatusChange {
  eventId: string;
  actor: BookingActor;
  to: BookingStatus;
  reason: string | null;
  /** What the vendor's terms give back on a cancellation (docs/decisions/0035): the shopper's message states it. */
  refund?: { amount: number; of: number } | null;
}

const CONSUMER_TEMPLATES: Partial<Record<BookingStatus, NotificationTemplateName>> = {
  confirmed: "booking_confirmed_consumer_sms",
  declined: "booking_declined_consumer_sms",
  completed: "booking_completed_consumer_sms",
  cancelled: "booking_cancelled_consumer_sms",
};

/** The event's date as messages say it: '12 March 2026', or "date to be agreed" for a booking placed without one. */
const dateOf = (booking: BookingFacts) => eventDateText(booking.eventDate) ?? BOOKING_EVENT_MESSAGE_WORDS.dateToAgree;

/** The templates of one alert to a vendor, one for each channel it may choose. */
interface VendorTemplates {
  sms: NotificationTemplateName;
  email: NotificationTemplateName;
  whatsapp: NotificationTemplateName;
}

const VENDOR_TEMPLATES = {
  bookingReceived: {
    sms: "booking_received_vendor_sms",
    email: "booking_received_vendor_email",
    whatsapp: "booking_received_vendor_whatsapp",
  },
  bookingCancelled: {
    sms: "booking_cancelled_vendor_sms",
    email: "booking_cancelled_vendor_email",
    whatsapp: "booking_cancelled_vendor_whatsapp",
  },
  callLead: { sms: "call_lead_vendor_sms", email: "call_lead_vendor_email", whatsapp: "call_lead_vendor_whatsapp" },
} as const satisfies Record<string, VendorTemplates>;

/**
 * The messages each event sends (issue: bookings and leads reach the vendor), as outbox rows to write in the
 * event's own transaction. Every text comes from the fixed templates of packages/domain.
 */
export class NotificationDrafts {
  constructor(
    private readonly publicOrigin: string,
    /** False where no e-mail can be sent (EMAIL_PROVIDER=none): no e-mail is queued. */
    private readonly emailEnabled: boolean,
    /** False where no WhatsApp message can be sent (WHATSAPP_PROVIDER=none): none is queued. */
    private readonly whatsappEnabled = false,
  ) {}

  /**
   * A new booking: to the vendor, an SMS and, as the vendor chose, an e-mail and a WhatsApp message, naming the event's
   * date and place (the SMS the locality, which fits its 30 characters; the others the whole address line); and an
   * SMS to the phone on the booking naming the offering and the date, with the link to follow it (docs/decisions/0034),
   * unless `textShopper` is false (that number has had its share of them today: docs/decisions/0016).
   */
  bookingPlaced(
    booking: BookingFacts,
    vendor: VendorRecipients,
    details: readonly { label: string; value: string }[],
    { textShopper = true }: { textShopper?: boolean } = {},
  ): OutboxDraft[] {
    const place = { locality: booking.locality, address: booking.address ?? null };
    const noPlace = BOOKING_EVENT_MESSAGE_WORDS.placeNotGiven;
    const values = {
      booking: bookingReference(booking.id),
      offering: booking.offeringName,
      vendor: vendor.vendorName,
      consumer: booking.consumerName ?? "a customer",
      date: dateOf(booking),
      place: bookingPlace(place) ?? noPlace,
      link: this.pageUrl(pagePaths.vendorBooking(booking.id)),
      details: details.map((d) => `${d.label}: ${d.value}`).join("\n"),
    };
    // A catalogue vendor that lists no number is reached through Utsav's support line, so a booking always reaches
    // someone who can pass it on.
    const drafts = this.toVendor(`booking:${booking.id}:placed:vendor`, vendor, VENDOR_TEMPLATES.bookingReceived, values, {
      place: bookingPlaceShort(place) ?? noPlace,
    });
    if (booking.consumerPhone && textShopper) {
      drafts.push(
        this.draft(`booking:${booking.id}:placed:consumer`, booking.consumerPhone, "booking_placed_consumer_sms", {
          booking: values.booking,
          offering: booking.offeringName,
          date: values.date,
          vendor: booking.vendorName,
          link: this.shopperLink(booking),
        }),
      );
    }
    return drafts;
  }

  /**
   * A status change (`eventId`, the booking_events row): an SMS to the phone on the booking naming the offering and the
   * date, and for a cancellation who cancelled, why, and what the vendor's terms give back where that was fixed. When
   * the shopper or Utsav support cancelled, the vendor is told as well, with the reason.
   */
  statusChanged(booking: BookingFacts, change: StatusChange, vendor: VendorRecipients): OutboxDraft[] {
    const eventKey = (audience: string) => `booking:${booking.id}:event:${change.eventId}:${audience}`;
    const values = {
      booking: bookingReference(booking.id),
      offering: booking.offeringName,
      vendor: booking.vendorName,
      date: dateOf(booking),
      reason: change.reason || "no reason given",
    };
    const drafts: OutboxDraft[] = [];
    // Only money paid ahead is owed back: a refund "of ₹0" (no advance) is no refund to tell of.
    const refund = change.to === "cancelled" && change.refund && change.refund.of > 0 ? refundText(change.refund) : null;
    const consumerTemplate = refund ? "booking_cancelled_refund_consumer_sms" : CONSUMER_TEMPLATES[change.to];
    if (booking.consumerPhone && consumerTemplate) {
      const toConsumer = {
        ...values,
        by: BOOKING_ACTOR_NAMES.forConsumer[change.actor],
        refund: refund ?? "",
        link: this.shopperLink(booking),
      };
      drafts.push(this.draft(eventKey("consumer"), booking.consumerPhone, consumerTemplate, toConsumer));
    }
    if (change.to === "cancelled" && change.actor !== "vendor") {
      const link = this.pageUrl(pagePaths.vendorBooking(booking.id));
      const toVendor = { ...values, vendor: vendor.vendorName, by: BOOKING_ACTOR_NAMES.forVendor[change.actor], link };
      drafts.push(...this.toVendor(eventKey("vendor"), vendor, VENDOR_TEMPLATES.bookingCancelled, toVendor));
    }
    return drafts;
  }

  /** A consumer revealed the vendor's number: an SMS to the vendor naming the consumer. */
  callLead(
    leadId: string,
    vendor: VendorRecipients,
    consumer: { name: string | null; phone: string },
    offeringName: string,
  ): OutboxDraft[] {
    // A vendor with no number of its own (a catalogue vendor that lists none) is not told of views of Utsav's number.
    if (!vendor.phone) return [];
    const values = { consumer: consumer.name ?? "A customer", phone: consumer.phone, offering: offeringName };
    return this.toVendor(`call-lead:${leadId}:vendor`, vendor, VENDOR_TEMPLATES.callLead, values);
  }

  /** A new brief: an SMS to each vendor it matched (to Utsav's support line for a catalogue vendor with no number). */
  briefMatched(brief: BriefFacts, vendors: readonly { vendorId: string; phone: string | null }[]): OutboxDraft[] {
    const values = { ...this.briefValues(brief), link: this.pageUrl(pagePaths.vendorBrief(brief.id)) };
    return vendors.map((v) =>
      this.draft(`brief:${brief.id}:matched:${v.vendorId}`, v.phone ?? SUPPORT.phone, "brief_matched_vendor_sms", values),
    );
  }

  /** A vendor's first quote on a brief: an SMS to the consumer (a changed quote is not sent again). */
  quoteSent(brief: BriefFacts, quote: { id: string; vendorName: string; price: number }, consumerPhone: string): OutboxDraft[] {
    return [
      this.draft(`brief:${brief.id}:quote:${quote.id}:shopper`, consumerPhone, "brief_quote_consumer_sms", {
        ...this.briefValues(brief),
        vendor: quote.vendorName,
        price: rupees(quote.price),
        link: this.pageUrl(pagePaths.myBrief(brief.id)),
      }),
    ];
  }

  /** The consumer accepted another quote: an SMS to each vendor whose quote was closed. */
  quotesClosed(brief: BriefFacts, vendors: readonly { vendorId: string; phone: string | null }[]): OutboxDraft[] {
    const values = { ...this.briefValues(brief), link: this.pageUrl(pagePaths.vendorBrief(brief.id)) };
    return vendors.map((v) =>
      this.draft(`brief:${brief.id}:closed:${v.vendorId}`, v.phone ?? SUPPORT.phone, "brief_quote_closed_vendor_sms", values),
    );
  }

  /** A page's address as a message links to it: the public origin and the page's path from the registry. */
  private pageUrl(path: string): string {
    return `${this.publicOrigin}${path}`;
  }

  /**
   * Where the shopper follows a booking: its page in My bookings, for a guest as for a signed-in shopper. The link holds
   * no secret: the page asks whoever is not signed in to sign in with a code sent to the phone, and shows a guest
   * booking to the number it was made with (docs/decisions/0021, 0034), so a forwarded message opens nothing.
   */
  private shopperLink(booking: BookingFacts): string {
    return this.pageUrl(pagePaths.myBooking(booking.id));
  }

  /** A payment's or a processed refund's receipt (docs/decisions/0048), to the phone on the booking; none without one. */
  moneyReceipt(kind: "paid" | "refunded", booking: BookingFacts, movement: { id: string; amount: string }): OutboxDraft[] {
    if (!booking.consumerPhone) return [];
    const template = kind === "paid" ? "advance_paid_consumer_sms" : "refund_processed_consumer_sms";
    const values = {
      amount: movement.amount,
      booking: bookingReference(booking.id),
      offering: booking.offeringName,
      date: dateOf(booking),
    };
    return [
      this.draft(`payment:${movement.id}:${kind}:consumer`, booking.consumerPhone, template, {
        ...values,
        link: this.shopperLink(booking),
      }),
    ];
  }

  private briefValues(brief: BriefFacts) {
    return { brief: briefReference(brief.id), occasion: brief.occasion, date: formatDay(brief.eventDate), locality: brief.locality };
  }

  private draft(eventKey: string, recipient: string, template: NotificationTemplateName, values: Record<string, string>): OutboxDraft {
    const { channel, subject, text, variables } = renderNotification(template, values);
    return { eventKey, channel, recipient, template, variables, subject, text };
  }

  /**
   * A message to the vendor by the channels it chose in the Contact section: SMS to its phone, e-mail to its address,
   * WhatsApp to its WhatsApp number. Each is one outbox row of the event (the key is event and channel), so each
   * goes once. It always goes one way at least: by SMS where neither e-mail nor WhatsApp can go (no address or
   * number, or that channel not configured).
   */
  private toVendor(
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
    if (alerts.sms || (email === null && whatsapp === null)) {
      drafts.push(this.draft(eventKey, vendor.phone ?? SUPPORT.phone, templates.sms, { ...values, ...forSms }));
    }
    if (email !== null) drafts.push(this.draft(eventKey, email, templates.email, values));
    if (whatsapp !== null) drafts.push(this.draft(eventKey, whatsapp, templates.whatsapp, values));
    return drafts;
  }
}
