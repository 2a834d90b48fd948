import { createHash } from "node:crypto";
import {
  advanceDue,
  API_MESSAGES,
  bookingAddress,
  bookingContact,
  messageFor,
  ownValue,
  shownPrice,
  validateBookingData,
} from "@utsav/domain";
import type { BookingAttribute, CATEGORIES, PlacedPayment, VendorTerms } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { AccountRepository } from "../accounts/index.ts";
import type { BookingPlacementRepository } from "./placement-repository.ts";
import type { NotificationDrafts } from "../notifications/index.ts";
import { RateLimitedError } from "../../platform/rate-limiter.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import type { TermsService } from "../terms/index.ts";
import { bookingDetails } from "./booking-details.ts";
import type { PaymentService } from "../payments/index.ts";
import { OrderRepository } from "../payments/index.ts";

/** A booking as sent: the offering, the consumer's answers to its booking fields and the retry key, if any. */
export interface BookingRequest {
  offeringId: string;
  bookingData: Record<string, string>;
  idempotencyKey: string | null;
  /** The signed-in consumer, who can find the booking again; null for anyone else. */
  userId: string | null;
  /** The event's date (YYYY-MM-DD) and the address's locality, where the form sent them. */
  eventDate?: string;
  locality?: string;
}

/**
 * Whose retry key it is (issue 36): the signed-in consumer's, else the phone the booking names, so another caller's
 * same key is a booking of their own. A guest booking without a phone (an offering that asks for none) keys on the
 * request itself: a retry of it is still recognised.
 */
function idempotencyScope(userId: string | null, phone: string | null, requestHash: string): string {
  if (userId) return `user:${userId}`;
  return phone ? `phone:${phone}` : `request:${requestHash}`;
}

/**
 * Bookings (application §7 POST /public/booking): validated against the server's own copy of the offering's
 * booking fields, a name the offering does not ask for refused; an Idempotency-Key makes retries safe (same key
 * and body from the same caller: the same booking; same key, other body: 422; another caller: a booking of their own). Each phone number given counts against its own rate
 * limit (docs/decisions/0016). A new booking is stored with its first history row and the vendor's messages, in
 * one statement (docs/decisions/0021, 0026).
 */
export class BookingService {
  constructor(
    private readonly placements: BookingPlacementRepository,
    private readonly accounts: AccountRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly terms: TermsService,
    private readonly drafts: NotificationDrafts,
    /** Called once messages are queued: wakes this process's notification worker. */
    private readonly onQueued: () => void,
    private readonly payments: PaymentService,
    /** The platform's commission on an advance, by category (docs/decisions/0048). */
    private readonly commission: Record<(typeof CATEGORIES)[number], number>,
  ) {}

  async book({
    offeringId,
    bookingData,
    idempotencyKey,
    userId,
    eventDate,
    locality,
  }: BookingRequest): Promise<{ bookingId: string; status: "received" | "awaiting_payment"; payment: PlacedPayment | null }> {
    const { offering, vendor, recipients } = await this.liveOffering(offeringId);
    if (offering.offeringType !== "book") throw new HttpError(400, API_MESSAGES.notBookable, "NOT_BOOKABLE");
    const fields = offering.bookingAttributes;
    const { values, errors, unknownFields } = validateBookingData(fields, bookingData);
    if (unknownFields.length > 0) throw new HttpError(400, messageFor.unknownBookingFields(unknownFields), "BOOKING_FIELD_UNKNOWN");
    const firstError = fields.map((f) => ownValue(errors, f.field)).find(Boolean);
    if (firstError) throw new HttpError(400, firstError, "BOOKING_INVALID");
    const terms = await this.terms.termsFor(offering.vendorId, offering.category);
    const chosen = this.checkVendorTerms(terms, fields, values, { eventDate, locality });
    // Each phone number the booking names counts against its own limit, whoever sends it.
    const phones = fields.filter((f) => f.inputType === "tel").flatMap((f) => ownValue(values, f.field) ?? []);
    await this.rateLimiter.count("booking", { phones });

    const requestHash = createHash("sha256")
      .update(JSON.stringify({ offeringId, values, ...chosen }))
      .digest("hex");
    const consumer = bookingContact(fields, values);
    const price = shownPrice(offering);
    // An advance is paid online before the booking reaches its vendor (docs/decisions/0048): the order is made at the
    // provider first (a network call, outside any transaction), then stored with the booking.
    const advance = this.payments.enabled ? advanceDue(price, terms.advancePercent) : null;
    const scope = idempotencyKey === null ? null : idempotencyScope(userId, consumer.phone, requestHash);
    // No order is made for a day the vendor cannot take (modules/availability).
    if (advance) {
      await this.placements.refuseTakenDay({
        vendorId: vendor.id,
        offeringId,
        eventDate: chosen.eventDate ?? null,
        idempotencyKey,
        idempotencyScope: scope,
      });
    }
    const order = advance ? await this.payments.prepare(advance, { offeringId, vendorId: vendor.id }) : null;
    const textShopper = order ? false : await this.mayTextShopper(consumer.phone);
    const { booking, created } = await this.placements.createBooking(
      {
        offeringId,
        vendorId: vendor.id,
        offeringName: offering.title,
        vendorName: vendor.name,
        bookingData: values,
        eventDate: chosen.eventDate ?? null,
        locality: chosen.locality ?? null,
        userId,
        consumerName: consumer.name,
        consumerPhone: consumer.phone,
        idempotencyKey,
        idempotencyScope: scope,
        requestHash,
        // What the booking keeps of its vendor's terms (docs/decisions/0035): the advance and the refund schedule for
        // the offering's category, and the price shown, so a later, harsher change of terms cannot reach it.
        termsAtBooking: { advancePercent: terms.advancePercent, refunds: terms.refunds, price },
        advanceAmount: advance,
        commissionPercent: advance ? this.commission[offering.category] : null,
      },
      // A booking waiting for its advance tells no one yet: its messages go when the payment is captured (money-hooks.ts).
      (row) =>
        order
          ? []
          : this.drafts.bookingPlaced({ ...row, address: bookingAddress(fields, values) }, recipients, bookingDetails(values, fields), {
              textShopper,
            }),
      order ? (tx, row) => OrderRepository.open(tx, { ...order, bookingId: row.id }) : undefined,
    );
    if (created) this.onQueued();
    if (booking.requestHash !== requestHash) throw new HttpError(422, API_MESSAGES.idempotencyKeyReused, "IDEMPOTENCY_KEY_REUSED");
    const status = booking.status === "awaiting_payment" ? "awaiting_payment" : "received";
    const payment = booking.advanceAmount ? await this.payments.placedFor(booking.id, booking.termsAtBooking?.price ?? price) : null;
    return { bookingId: booking.id, status, payment };
  }

  /**
   * The vendor's terms (docs/decisions/0022): an event date no earlier than its lead time allows, and an address
   * inside its area, from the locality chosen or the one the address text names. Answers what to keep with the
   * booking, the locality as the gazetteer names it.
   */
  private checkVendorTerms(
    terms: VendorTerms,
    fields: readonly BookingAttribute[],
    values: Record<string, string>,
    chosen: { eventDate?: string; locality?: string },
  ): { eventDate?: string; locality?: string } {
    const addressText = fields
      .filter((f) => f.type === "textarea")
      .map((f) => ownValue(values, f.field) ?? "")
      .join("\n");
    const locality = this.terms.checkBooking(terms, { ...chosen, addressText });
    return { eventDate: chosen.eventDate, locality: locality?.name };
  }

  /**
   * Whether the shopper's "booking placed" SMS goes to the phone the booking names: a form anyone may send names any
   * number, so each number gets at most RATE_LIMITS.bookingPlacedSms of them (docs/decisions/0016, 0034). Past that the
   * booking is placed all the same, without the SMS.
   */
  private async mayTextShopper(phone: string | null): Promise<boolean> {
    if (!phone) return false;
    try {
      await this.rateLimiter.count("bookingPlacedSms", { phones: [phone] });
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }

  /** A Buy or Call press on a live offering, with the user when someone is signed in. */
  async recordPress({ name, offeringId }: { name: string; offeringId: string }, userId: string | null): Promise<void> {
    await this.liveOffering(offeringId);
    await this.accounts.recordEvent(name, userId, { offeringId });
  }

  private async liveOffering(offeringId: string) {
    const found = await this.placements.liveOffering(offeringId);
    if (!found) throw new HttpError(404, messageFor.offeringNotFound(offeringId), "NOT_FOUND");
    return found;
  }
}
