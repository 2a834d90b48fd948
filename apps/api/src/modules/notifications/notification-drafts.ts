import {
  BOOKING_ACTOR_NAMES,
  BOOKING_EVENT_MESSAGE_WORDS,
  bookingPlace,
  bookingPlaceShort,
  bookingReference,
  briefReference,
  formatDay,
  pagePaths,
  refundText,
  rupees,
  SUPPORT,
} from "@utsav/domain";
import type { BookingActor, BookingStatus, NotificationTemplateName } from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import type { VendorRecipients } from "./vendor-recipients.ts";
import { dateOf, DraftWriter } from "./draft-writer.ts";
import type { BookingFacts, VendorTemplates } from "./draft-writer.ts";

export type { VendorRecipients, BookingFacts };

/** A brief as the messages name it (docs/decisions/0023). */
export interface BriefFacts {
  id: string;
  occasion: string;
  eventDate: string;
  locality: string;
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
export class NotificationDrafts extends DraftWriter {
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
    // However it completed (the vendor, an operator, the clock), the shopper is invited to review it (docs/decisions/0060).
    if (change.to === "completed" && booking.consumerPhone) {
      const link = this.pageUrl(pagePaths.myBookingReview(booking.id));
      const invite = { offering: values.offering, vendor: values.vendor, booking: values.booking, link };
      drafts.push(this.draft(eventKey("review-invite"), booking.consumerPhone, "review_invite_consumer_sms", invite));
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
}
