import {
  BOOKING_MESSAGES,
  bookingReference,
  bookingReviewState,
  checkBookingTransition,
  isBookingStatus,
  nextBookingStatuses,
  shownPrice,
  VENDOR_SECTION_LABELS,
} from "@utsav/domain";
import type {
  BookingActor,
  BookingEvent,
  BookingStatus,
  CancellationTerms,
  ConsumerBookingDetail,
  ConsumerBookingList,
  Policy,
  VendorBookingDetail,
  VendorBookingList,
} from "@utsav/domain";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { toCsv } from "../../platform/http/csv.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import { afterCursor, cursorAfter, found } from "../../platform/http/paging.ts";
import type { AccountRepository } from "../accounts/index.ts";
import type { BookingEventRow, BookingOwner, BookingRepository, BookingRow } from "./booking-repository.ts";
import type { NotificationDrafts } from "../notifications/index.ts";
import type { TermsService } from "../terms/index.ts";
import { bookingDetails } from "./booking-details.ts";
import { settleAfter } from "../payments/index.ts";
import type { PaymentService } from "../payments/index.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import { systemClock } from "../../platform/scheduler/clock.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import { confirmedJobs } from "./timed-jobs.ts";
import { addressOf, asStatus, BOOKINGS_CSV_HEADER, bookingCsvRow, consumerSummary, summary, timingOf } from "./booking-views.ts";
import { checkCompletion, consumerQuote, keptRefund, refundColumns, refundOnCancel, vendorNext, vendorQuote } from "./cancellation.ts";
import type { RefundBasis } from "./cancellation.ts";

/** Rows on one page of a list. */
export const BOOKINGS_PAGE_SIZE = 20;

/** The most received bookings the list shows apart, as what needs an answer. */
const NEEDS_ANSWER_MAX = 50;

/** The most bookings one CSV export holds, read CSV_PAGE_SIZE at a time. */
export const CSV_MAX_ROWS = 10_000;
const CSV_PAGE_SIZE = 500;

const notFound = () => new HttpError(404, BOOKING_MESSAGES.bookingNotFound, "NOT_FOUND");

function toEvent(row: BookingEventRow): BookingEvent {
  return {
    id: row.id,
    // The vendor, the consumer, or an operator who cancelled from the console (docs/decisions/0035).
    actor: row.actor,
    fromStatus: row.fromStatus && isBookingStatus(row.fromStatus) ? row.fromStatus : null,
    toStatus: asStatus(row.toStatus),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A booking's history; one placed before history was kept starts with its placing, from the booking itself. */
function historyOf(booking: BookingRow, rows: BookingEventRow[]): BookingEvent[] {
  const events = rows.map(toEvent);
  if (events[0]?.fromStatus === null) return events;
  const placed = { id: `${booking.id}-placed`, actor: "consumer" as const, fromStatus: null, toStatus: "received" as const };
  return [{ ...placed, reason: null, createdAt: booking.createdAt.toISOString() }, ...events];
}

/**
 * The vendor's own cancellation terms: what they wrote in their Terms section, else the cancellation part of the
 * catalogue's policy (its description when it has no such part); null when the vendor stated none.
 */
export function cancellationTerms(profileText: string | null, policy: Policy | null): CancellationTerms | null {
  if (profileText?.trim()) return { title: VENDOR_SECTION_LABELS.terms, lines: [profileText.trim()] };
  if (!policy) return null;
  const lines = policy.sections.filter((s) => /cancel/i.test(s.title)).flatMap((s) => s.items);
  return { title: policy.title, lines: lines.length > 0 ? lines : [policy.description] };
}

/**
 * Bookings after they are placed (docs/decisions/0021): the vendor's list, detail and answers, the vendor's leads,
 * and the consumer's My bookings. Every change is checked against the lifecycle (packages/domain), written with its
 * history row and its messages in one transaction, and a booking that is not the caller's is 404, as one that
 * does not exist.
 */
export class BookingLifecycleService {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly accounts: AccountRepository,
    private readonly drafts: NotificationDrafts,
    /** Called once messages are queued: wakes this process's notification worker. */
    private readonly onQueued: () => void,
    private readonly terms: TermsService,
    private readonly payments: PaymentService,
    /** The time timed rules read (docs/decisions/0054): the scheduler's clock, which tests move. */
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * A vendor's list. Without a status or a search, what needs its answer comes first (docs/decisions/0054): its received
   * bookings, soonest deadline first, on the first page, and the pages leave them out, as long as they fit on it.
   */
  async vendorList(vendorId: string, query: { status?: BookingStatus; q?: string; cursor?: string }): Promise<VendorBookingList> {
    const apart = !query.status && !query.q?.trim();
    // The first page shows what waits for an answer; a later one only needs to know whether it was shown apart.
    const waiting = apart && !query.cursor ? await this.bookings.vendorNeedsAnswer(vendorId, NEEDS_ANSWER_MAX + 1) : [];
    const waitingCount =
      apart && query.cursor ? await this.bookings.vendorNeedsAnswerCount(vendorId, NEEDS_ANSWER_MAX + 1) : waiting.length;
    const answeredOnly = apart && waitingCount <= NEEDS_ANSWER_MAX;
    const filter = { ...query, answeredOnly, after: afterCursor(query.cursor) };
    const page = found(await this.bookings.vendorPage(vendorId, filter, BOOKINGS_PAGE_SIZE));
    return {
      needsAnswer: waiting.slice(0, NEEDS_ANSWER_MAX).map(summary),
      bookings: page.rows.map(summary),
      nextCursor: cursorAfter(page.nextAfter),
    };
  }

  async vendorDetail(vendorId: string, id: string): Promise<VendorBookingDetail> {
    const row = await this.bookings.find({ vendorId }, id);
    if (!row) throw notFound();
    const events = await this.bookings.events(id);
    const { nextStatuses, completableFrom } = vendorNext(row.booking, this.clock.now());
    return {
      ...summary(row.booking),
      ...addressOf(row.booking, row.bookingAttributes),
      timing: timingOf(row.booking, this.clock.now()),
      details: bookingDetails(row.booking.bookingData, row.bookingAttributes),
      events: historyOf(row.booking, events),
      nextStatuses,
      completableFrom,
      refundIfCancelled: nextStatuses.includes("cancelled") ? vendorQuote(row.booking, await this.refundBasis(row, "vendor")) : null,
      refund: keptRefund(row.booking),
    };
  }

  async vendorChangeStatus(
    vendor: { vendorId: string; userId: string },
    id: string,
    change: { status: BookingStatus; reason?: string },
  ): Promise<VendorBookingDetail> {
    await this.change({ vendorId: vendor.vendorId }, id, "vendor", vendor.userId, change.status, change.reason);
    return this.vendorDetail(vendor.vendorId, id);
  }

  /** Every booking of the list as CSV (at most CSV_MAX_ROWS, newest first), with what the consumer filled in and the event. */
  async vendorCsv(vendorId: string, query: { status?: BookingStatus; q?: string }): Promise<string> {
    const rows: string[][] = [BOOKINGS_CSV_HEADER];
    let after: string | undefined;
    do {
      const page = found(await this.bookings.vendorExportPage(vendorId, { ...query, after }, CSV_PAGE_SIZE));
      for (const b of page.rows) rows.push(bookingCsvRow(b, b.bookingAttributes));
      after = page.nextAfter ?? undefined;
    } while (after && rows.length <= CSV_MAX_ROWS);
    return toCsv(rows.slice(0, CSV_MAX_ROWS + 1));
  }

  async consumerList(userId: string, cursor: string | undefined): Promise<ConsumerBookingList> {
    const owner = await this.consumerOwner(userId);
    const page = found(await this.bookings.consumerPage(owner, afterCursor(cursor), BOOKINGS_PAGE_SIZE));
    const now = this.clock.now();
    return {
      bookings: page.rows.map(({ booking, bookingAttributes, offeringSlug, completedAt, reviewed }) =>
        consumerSummary(
          booking,
          bookingAttributes,
          offeringSlug,
          bookingReviewState({ status: booking.status, completedAt, reviewed }, now),
        ),
      ),
      nextCursor: cursorAfter(page.nextAfter),
    };
  }

  async consumerDetail(userId: string, id: string): Promise<ConsumerBookingDetail> {
    const row = await this.bookings.find(await this.consumerOwner(userId), id);
    if (!row) throw notFound();
    const events = await this.bookings.events(id);
    const canCancel = nextBookingStatuses("consumer", row.booking.status).includes("cancelled");
    const completedAt = events.findLast((e) => e.toStatus === "completed")?.createdAt ?? null;
    const reviewState = bookingReviewState({ status: row.booking.status, completedAt, reviewed: Boolean(row.reviewed) }, this.clock.now());
    return {
      ...consumerSummary(row.booking, row.bookingAttributes, row.offeringSlug, reviewState),
      ...addressOf(row.booking, row.bookingAttributes),
      timing: timingOf(row.booking, this.clock.now()),
      details: bookingDetails(row.booking.bookingData, row.bookingAttributes),
      events: historyOf(row.booking, events),
      canCancel,
      cancellationTerms: cancellationTerms(row.cancellationPolicy, row.policy),
      refundIfCancelled: canCancel ? consumerQuote(row.booking, await this.refundBasis(row, "consumer"), this.clock.now()) : null,
      refund: keptRefund(row.booking),
      payment: row.booking.advanceAmount ? await this.payments.ofBooking(id, row.booking.termsAtBooking?.price ?? 0) : null,
      receipts: row.booking.advanceAmount ? await this.payments.receipts(row.booking) : [],
    };
  }

  /**
   * What `actor`'s refund counts from besides the booking (docs/decisions/0035): the vendor's current terms for the
   * offering's category (a vendor may make them kinder for bookings already made) and the offering's price now. A
   * vendor's or an operator's cancel gives back everything paid, which the terms kept at booking count alone: the
   * current ones are read only for the shopper's, or for a booking placed before terms were kept.
   */
  private async refundBasis(
    row: { booking: BookingRow; category: string; price: number; priceLabel: string },
    actor: BookingActor,
  ): Promise<RefundBasis> {
    const kept = row.booking.termsAtBooking;
    if (actor !== "consumer" && kept) return { current: kept, price: kept.price };
    return { current: await this.terms.termsFor(row.booking.vendorId, row.category), price: shownPrice(row) };
  }

  async consumerCancel(userId: string, id: string, reason: string | undefined): Promise<ConsumerBookingDetail> {
    await this.change(await this.consumerOwner(userId), id, "consumer", userId, "cancelled", reason);
    return this.consumerDetail(userId, id);
  }

  /**
   * An operator cancels a booking from the console (docs/decisions/0035, 0037): a reason is required (both sides read
   * it), everything paid is owed back, and the row, its history (actor operator), the audit row `audit` makes of the
   * booking as locked and both sides' messages are written in one transaction. 404 for an unknown booking, 409 once it
   * is final.
   */
  async operatorCancel(bookingId: string, operatorUserId: string, reason: string, audit: (locked: BookingRow) => AuditRecord) {
    const booking = await this.change({ operator: true }, bookingId, "operator", operatorUserId, "cancelled", reason, audit);
    return { id: booking.id, reference: bookingReference(booking.id), status: asStatus(booking.status) };
  }

  /**
   * An operator completes a confirmed booking with a problem reported (docs/decisions/0054), with a reason both sides
   * read; its history names the operator, the audit row is written with it, and any advance is settled as on completion.
   */
  async operatorComplete(bookingId: string, operatorUserId: string, reason: string, audit: (locked: BookingRow) => AuditRecord) {
    const booking = await this.change({ operator: true }, bookingId, "operator", operatorUserId, "completed", reason, audit);
    return { id: booking.id, reference: bookingReference(booking.id), status: asStatus(booking.status) };
  }

  /** The signed-in consumer and the phone number they proved by code when they signed in (their bookings' owner). */
  async consumerOwner(userId: string): Promise<{ userId: string; phone: string }> {
    const user = await this.accounts.userById(userId);
    if (!user) throw notFound();
    return { userId, phone: user.phone };
  }

  private async change(
    owner: BookingOwner,
    id: string,
    actor: BookingActor,
    actorUserId: string,
    to: BookingStatus,
    reason?: string,
    audit?: (locked: BookingRow) => AuditRecord,
  ) {
    const given = reason?.trim() || null;
    // The vendor's recipients are read before the transaction (a booking's vendor never changes).
    const before = await this.bookings.find(owner, id);
    if (!before) throw notFound();
    const recipients = await this.bookings.vendorRecipients(before.booking.vendorId);
    // A cancellation's refund is counted inside the transaction, from the row as locked: of two cancels at once, the
    // one that wins writes it, and the other is refused (docs/decisions/0035).
    const basis = to === "cancelled" ? await this.refundBasis(before, actor) : null;
    const changed = await this.bookings.changeStatus(
      owner,
      id,
      { actor, actorUserId, to, reason: given, audit },
      (current) => {
        const refused = checkBookingTransition(actor, current.status, to, given);
        if (refused && "conflict" in refused) throw new HttpError(409, refused.conflict, "BOOKING_STATUS_CONFLICT");
        if (refused) throw new HttpError(400, refused.invalid, "REASON_REQUIRED");
        const now = this.clock.now();
        checkCompletion(to, current, now);
        return basis ? refundColumns(refundOnCancel(actor, current, basis, now)) : undefined;
      },
      (booking, eventId) => {
        const refund = keptRefund(booking);
        const change = { eventId, actor, to, reason: given, refund: refund && { amount: refund.amount, of: refund.of } };
        return recipients ? this.drafts.statusChanged(booking, change, recipients) : [];
      },
      // An advance paid online is settled by the change (docs/decisions/0048): refunded, released or taken back.
      // A confirmed booking is reminded of and completes by itself after its event (docs/decisions/0054).
      async (tx, booking) => {
        if (booking.advanceAmount && (to === "declined" || to === "cancelled" || to === "completed"))
          await settleAfter(tx, booking.id, to, actor);
        if (to === "confirmed") await JobRepository.schedule(tx, confirmedJobs(booking, this.clock.now()));
      },
    );
    if (!changed) throw notFound();
    this.onQueued();
    return changed;
  }
}
