import {
  BOOKING_EVENT_MESSAGE_WORDS,
  bookingPlace,
  bookingPlaceShort,
  bookingReference,
  briefReference,
  formatDay,
  formatDayTime,
  pagePaths,
  SUPPORT,
} from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { dateOf, DraftWriter } from "./draft-writer.ts";
import type { BookingFacts, VendorTemplates } from "./draft-writer.ts";
import type { VendorRecipients } from "./vendor-recipients.ts";

const VENDOR_TEMPLATES = {
  answerReminder: {
    sms: "booking_answer_reminder_vendor_sms",
    email: "booking_answer_reminder_vendor_email",
    whatsapp: "booking_answer_reminder_vendor_whatsapp",
  },
  expired: { sms: "booking_expired_vendor_sms", email: "booking_expired_vendor_email", whatsapp: "booking_expired_vendor_whatsapp" },
  eventReminder: {
    sms: "booking_event_reminder_vendor_sms",
    email: "booking_event_reminder_vendor_email",
    whatsapp: "booking_event_reminder_vendor_whatsapp",
  },
} as const satisfies Record<string, VendorTemplates>;

/**
 * The messages time sends (docs/decisions/0054): the vendor's reminder of a booking it has not answered, the expiry of
 * one nobody answered (to both sides), and the eve's reminder of an event (to both sides, with the place and the
 * other side's number). Each is keyed by its booking and kind, so a job run twice queues each message once.
 */
export class TimedDrafts extends DraftWriter {
  /** A booking still unanswered: the vendor, by the channels it chose, with when it expires. */
  answerReminder(booking: BookingFacts, vendor: VendorRecipients, due: Date): OutboxDraft[] {
    const values = {
      ...this.bookingValues(booking),
      vendor: vendor.vendorName,
      consumer: booking.consumerName ?? "A customer",
      due: formatDayTime(due),
      link: this.pageUrl(pagePaths.vendorBooking(booking.id)),
    };
    return this.toVendor(`booking:${booking.id}:answer-reminder`, vendor, VENDOR_TEMPLATES.answerReminder, values);
  }

  /**
   * Unanswered, it expired: the shopper is told, with the advance refunded in full where one was paid, and where to
   * find another vendor of the same kind (`category`); the vendor is told too.
   */
  expired(booking: BookingFacts, vendor: VendorRecipients, category: string, advance: string | null): OutboxDraft[] {
    const values = this.bookingValues(booking);
    const drafts: OutboxDraft[] = [];
    if (booking.consumerPhone) {
      const template = advance ? "booking_expired_refund_consumer_sms" : "booking_expired_consumer_sms";
      const link = this.pageUrl(pagePaths.search({ category }));
      const toShopper = { ...values, vendor: booking.vendorName, amount: advance ?? "", link };
      drafts.push(this.draft(`booking:${booking.id}:expired:consumer`, booking.consumerPhone, template, toShopper));
    }
    const toVendor = { ...values, vendor: vendor.vendorName, link: this.pageUrl(pagePaths.vendorBooking(booking.id)) };
    drafts.push(...this.toVendor(`booking:${booking.id}:expired:vendor`, vendor, VENDOR_TEMPLATES.expired, toVendor));
    return drafts;
  }

  /** The eve of a confirmed booking's event: both sides, with the place and the other side's number. */
  eventReminder(booking: BookingFacts, vendor: VendorRecipients, details: readonly { label: string; value: string }[]): OutboxDraft[] {
    const place = { locality: booking.locality, address: booking.address ?? null };
    const noPlace = BOOKING_EVENT_MESSAGE_WORDS.placeNotGiven;
    const values = { ...this.bookingValues(booking), place: bookingPlace(place) ?? noPlace };
    const short = { place: bookingPlaceShort(place) ?? noPlace };
    const drafts: OutboxDraft[] = [];
    if (booking.consumerPhone) {
      const toShopper = { ...values, ...short, vendor: booking.vendorName, phone: vendor.phone ?? SUPPORT.phone };
      drafts.push(
        this.draft(`booking:${booking.id}:eve:consumer`, booking.consumerPhone, "booking_event_reminder_consumer_sms", {
          ...toShopper,
          link: this.shopperLink(booking),
        }),
      );
    }
    const toVendor = {
      ...values,
      vendor: vendor.vendorName,
      consumer: booking.consumerName ?? "the customer",
      phone: booking.consumerPhone ?? "no number given",
      details: details.map((d) => `${d.label}: ${d.value}`).join("\n"),
      link: this.pageUrl(pagePaths.vendorBooking(booking.id)),
    };
    drafts.push(...this.toVendor(`booking:${booking.id}:eve:vendor`, vendor, VENDOR_TEMPLATES.eventReminder, toVendor, short));
    return drafts;
  }

  /** A brief whose date passed with no quote accepted: the shopper is told it ended, and where to send another. */
  briefEnded(brief: { id: string; occasion: string; eventDate: string }, phone: string): OutboxDraft[] {
    const values = {
      brief: briefReference(brief.id),
      occasion: brief.occasion,
      date: formatDay(brief.eventDate),
      link: this.pageUrl(pagePaths.requestProposals()),
    };
    return [this.draft(`brief:${brief.id}:ended:consumer`, phone, "brief_ended_consumer_sms", values)];
  }

  private bookingValues(booking: BookingFacts) {
    return { booking: bookingReference(booking.id), offering: booking.offeringName, date: dateOf(booking) };
  }
}
