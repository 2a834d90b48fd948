import { bookingReference, briefReference, formatDay, renderNotification, rupees, SUPPORT } from "@utsav/domain";
import type { BookingActor, BookingStatus, NotificationTemplateName } from "@utsav/domain";
import type { OutboxDraft } from "../../repositories/notification-outbox-repository.ts";

/**
 * Where a vendor is told of bookings and leads: the account's phone (or, for the catalogue's vendors, which have no
 * account, the listed one) and the e-mail they gave.
 */
export interface VendorRecipients {
  vendorName: string;
  phone: string | null;
  email: string | null;
}

/** A brief as the messages name it (docs/decisions/0023). */
export interface BriefFacts {
  id: string;
  occasion: string;
  eventDate: string;
  locality: string;
}

/** A booking as the messages name it. */
export interface BookingFacts {
  id: string;
  offeringName: string;
  vendorName: string;
  customerName: string | null;
  customerPhone: string | null;
}

const SHOPPER_TEMPLATES: Partial<Record<BookingStatus, NotificationTemplateName>> = {
  confirmed: "booking_confirmed_shopper_sms",
  declined: "booking_declined_shopper_sms",
  completed: "booking_completed_shopper_sms",
  cancelled: "booking_cancelled_shopper_sms",
};

/**
 * The messages each event sends (issue: bookings and leads reach the vendor), as outbox rows to write in the
 * event's own transaction. Every text comes from the fixed templates of packages/domain.
 */
export class NotificationDrafts {
  constructor(
    private readonly publicOrigin: string,
    /** False where no e-mail can be sent (EMAIL_PROVIDER=none): no e-mail is queued. */
    private readonly emailEnabled: boolean,
  ) {}

  /** A new booking: an SMS to the vendor, and an e-mail where the vendor gave an address. */
  bookingPlaced(booking: BookingFacts, vendor: VendorRecipients, details: readonly { label: string; value: string }[]): OutboxDraft[] {
    const eventKey = `booking:${booking.id}:placed:vendor`;
    const values = {
      booking: bookingReference(booking.id),
      offering: booking.offeringName,
      vendor: vendor.vendorName,
      customer: booking.customerName ?? "a customer",
      link: `${this.publicOrigin}/vendor/bookings/${booking.id}`,
      details: details.map((d) => `${d.label}: ${d.value}`).join("\n"),
    };
    // A catalogue vendor that lists no number is reached through Utsav's support line, so a booking always reaches
    // someone who can pass it on.
    const drafts = [this.draft(eventKey, vendor.phone ?? SUPPORT.phone, "booking_received_vendor_sms", values)];
    if (vendor.email && this.emailEnabled) drafts.push(this.draft(eventKey, vendor.email, "booking_received_vendor_email", values));
    return drafts;
  }

  /**
   * A status change (`eventId`, the booking_events row): an SMS to the phone on the booking; and when the shopper
   * cancelled, an SMS to the vendor as well.
   */
  statusChanged(
    booking: BookingFacts,
    change: { eventId: string; actor: BookingActor; to: BookingStatus; reason: string | null },
    vendor: VendorRecipients,
  ): OutboxDraft[] {
    const eventKey = (audience: string) => `booking:${booking.id}:event:${change.eventId}:${audience}`;
    const values = {
      booking: bookingReference(booking.id),
      offering: booking.offeringName,
      vendor: booking.vendorName,
      reason: change.reason || "no reason given",
    };
    const drafts: OutboxDraft[] = [];
    const shopperTemplate = SHOPPER_TEMPLATES[change.to];
    if (booking.customerPhone && shopperTemplate) {
      const link = `${this.publicOrigin}/account/bookings/${booking.id}`;
      drafts.push(this.draft(eventKey("shopper"), booking.customerPhone, shopperTemplate, { ...values, link }));
    }
    if (change.actor === "shopper" && change.to === "cancelled") {
      const link = `${this.publicOrigin}/vendor/bookings/${booking.id}`;
      drafts.push(this.draft(eventKey("vendor"), vendor.phone ?? SUPPORT.phone, "booking_cancelled_vendor_sms", { ...values, link }));
    }
    return drafts;
  }

  /** A shopper revealed the vendor's number: an SMS to the vendor naming the shopper. */
  callLead(leadId: string, vendor: VendorRecipients, shopper: { name: string | null; phone: string }, offeringName: string): OutboxDraft[] {
    if (!vendor.phone) return [];
    return [
      this.draft(`call-lead:${leadId}:vendor`, vendor.phone, "call_lead_vendor_sms", {
        customer: shopper.name ?? "A customer",
        phone: shopper.phone,
        offering: offeringName,
      }),
    ];
  }

  /** A new brief: an SMS to each vendor it matched (to Utsav's support line for a catalogue vendor with no number). */
  briefMatched(brief: BriefFacts, vendors: readonly { vendorId: string; phone: string | null }[]): OutboxDraft[] {
    const values = { ...this.briefValues(brief), link: `${this.publicOrigin}/vendor/briefs/${brief.id}` };
    return vendors.map((v) =>
      this.draft(`brief:${brief.id}:matched:${v.vendorId}`, v.phone ?? SUPPORT.phone, "brief_matched_vendor_sms", values),
    );
  }

  /** A vendor's first quote on a brief: an SMS to the shopper (a changed quote is not sent again). */
  quoteSent(brief: BriefFacts, quote: { id: string; vendorName: string; price: number }, shopperPhone: string): OutboxDraft[] {
    return [
      this.draft(`brief:${brief.id}:quote:${quote.id}:shopper`, shopperPhone, "brief_quote_shopper_sms", {
        ...this.briefValues(brief),
        vendor: quote.vendorName,
        price: rupees(quote.price),
        link: `${this.publicOrigin}/account/briefs/${brief.id}`,
      }),
    ];
  }

  /** The shopper accepted another quote: an SMS to each vendor whose quote was closed. */
  quotesClosed(brief: BriefFacts, vendors: readonly { vendorId: string; phone: string | null }[]): OutboxDraft[] {
    const values = { ...this.briefValues(brief), link: `${this.publicOrigin}/vendor/briefs/${brief.id}` };
    return vendors.map((v) =>
      this.draft(`brief:${brief.id}:closed:${v.vendorId}`, v.phone ?? SUPPORT.phone, "brief_quote_closed_vendor_sms", values),
    );
  }

  private briefValues(brief: BriefFacts) {
    return { brief: briefReference(brief.id), occasion: brief.occasion, date: formatDay(brief.eventDate), locality: brief.locality };
  }

  private draft(eventKey: string, recipient: string, template: NotificationTemplateName, values: Record<string, string>): OutboxDraft {
    const { channel, subject, text, variables } = renderNotification(template, values);
    return { eventKey, channel, recipient, template, variables, subject, text };
  }
}
