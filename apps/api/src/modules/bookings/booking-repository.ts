import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ilike, isNotNull, isNull, like, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { allOf, anyOf, asDate, bookingEvents, bookings, offerings, requireRow, reviews, users, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { BookingActor, BookingStatus } from "@utsav/domain";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { OutboxRepository } from "../../platform/outbox/outbox-repository.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";
import { pageOf } from "../../platform/http/paging.ts";
import { recipientColumns } from "../notifications/index.ts";
import type { VendorRecipients } from "../notifications/index.ts";

export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;

/** What a line of the vendor's list shows: not what the consumer filled in, which is most of a row's bytes. */
const listColumns = {
  id: bookings.id,
  offeringId: bookings.offeringId,
  offeringName: bookings.offeringName,
  status: bookings.status,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  consumerName: bookings.consumerName,
  consumerPhone: bookings.consumerPhone,
  eventDate: bookings.eventDate,
  locality: bookings.locality,
  answerBy: bookings.answerBy,
};
export type BookingListRow = Pick<BookingRow, keyof typeof listColumns>;

/**
 * Whose bookings: a vendor's, a consumer's (made signed in, or as a guest with the phone number they proved), or, for
 * an operator, any (the console's cancel: docs/decisions/0035).
 */
export type BookingOwner = { vendorId: string } | { userId: string; phone: string } | { operator: true };

/** What a status change writes besides the status: a cancellation's refund (docs/decisions/0035). */
export type BookingChangeColumns = Partial<Pick<BookingRow, "refundPercent" | "refundAmount" | "refundOf">>;

export interface VendorBookingFilter {
  status?: BookingStatus;
  /** Leaves out received bookings: the list shows them apart, as what needs an answer (docs/decisions/0054). */
  answeredOnly?: boolean;
  q?: string;
  after?: string;
}

/** A page of a list: the rows, and the id to read the next page after (null on the last page). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

function ownedBy(owner: BookingOwner): SQL {
  if ("operator" in owner) return sql`true`;
  // A vendor sees a booking once it has reached it: placed, or its advance paid (docs/decisions/0048).
  if ("vendorId" in owner) return and(eq(bookings.vendorId, owner.vendorId), isNotNull(bookings.receivedAt)) as SQL;
  return anyOf(eq(bookings.userId, owner.userId), and(isNull(bookings.userId), eq(bookings.consumerPhone, owner.phone)));
}

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/**
 * What My bookings needs of a booking's review (docs/decisions/0060), read in the list's own statement: when the
 * booking completed (its history row) and whether the shopper has reviewed it.
 */
const reviewColumns = {
  completedAt: sql<Date | string | null>`(select max(${bookingEvents.createdAt}) from ${bookingEvents}
    where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.toStatus} = 'completed')`,
  reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id})`,
};

/** A vendor's bookings of one status, and whose name or phone matches `q`, when given. */
function vendorListed(vendorId: string, filter: VendorBookingFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(bookings.status, filter.status));
  if (filter.answeredOnly) conditions.push(ne(bookings.status, "received"));
  const q = filter.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    const byName = ilike(bookings.consumerName, `%${escapeLike(q)}%`);
    conditions.push(digits.length >= 3 ? anyOf(byName, like(bookings.consumerPhone, `%${digits}%`)) : byName);
  }
  return allOf(eq(bookings.vendorId, vendorId), isNotNull(bookings.receivedAt), ...conditions);
}

/** Bookings after they are placed: lists, details, history, and status changes with their messages. */
export class BookingRepository {
  constructor(private readonly db: Db) {}

  /** Where a vendor is told of bookings: the account's phone (else the listed one) and the Contact section's e-mail. */
  async vendorRecipients(vendorId: string): Promise<VendorRecipients | null> {
    const [row] = await this.db
      .select(recipientColumns)
      .from(vendors)
      .leftJoin(users, eq(users.id, vendors.ownerUserId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .where(eq(vendors.id, vendorId));
    return row ?? null;
  }

  /** A vendor's bookings, newest first: of one status, and whose name or phone matches `q`, when given. */
  vendorPage(vendorId: string, filter: VendorBookingFilter, limit: number) {
    const read = (where: SQL) =>
      this.db
        .select(listColumns)
        .from(bookings)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit + 1);
    return pageOf(this.db, bookings, vendorListed(vendorId, filter), filter.after, read, limit);
  }

  /** A vendor's received bookings, the soonest answer deadline first: what needs its answer (docs/decisions/0054). */
  vendorNeedsAnswer(vendorId: string, limit: number) {
    return this.db
      .select(listColumns)
      .from(bookings)
      .where(vendorListed(vendorId, { status: "received" }))
      .orderBy(sql`${bookings.answerBy} asc nulls last`, asc(bookings.createdAt), asc(bookings.id))
      .limit(limit);
  }

  /** How many of them there are, counted up to `limit`: all a later page of the list needs to know of them. */
  async vendorNeedsAnswerCount(vendorId: string, limit: number): Promise<number> {
    const rows = await this.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(vendorListed(vendorId, { status: "received" }))
      .limit(limit);
    return rows.length;
  }

  /** The same pages with what the consumer filled in and what the offering asks (which field is the address), for the CSV export. */
  vendorExportPage(vendorId: string, filter: VendorBookingFilter, limit: number) {
    const columns = { ...listColumns, bookingData: bookings.bookingData, bookingAttributes: offerings.bookingAttributes };
    const read = (where: SQL) =>
      this.db
        .select(columns)
        .from(bookings)
        .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit + 1);
    return pageOf(this.db, bookings, vendorListed(vendorId, filter), filter.after, read, limit);
  }

  /** A consumer's bookings, newest first, with what the offering asks (its date question) and its page while it is live. */
  async consumerPage(owner: { userId: string; phone: string }, after: string | undefined, limit: number) {
    return pageOf(
      this.db,
      bookings,
      ownedBy(owner),
      after,
      (where) =>
        this.db
          .select({
            booking: bookings,
            bookingAttributes: offerings.bookingAttributes,
            offeringSlug: sql<string | null>`case when ${offerings.status} = 10 then ${offerings.slug} end`,
            ...reviewColumns,
          })
          .from(bookings)
          .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit + 1)
          .then((rows) =>
            rows.map((r) => ({
              ...r,
              id: r.booking.id,
              completedAt: r.completedAt === null ? null : asDate(r.completedAt),
              reviewed: Boolean(r.reviewed),
            })),
          ),
      limit,
    );
  }

  /** One booking of this owner, with what its offering asks (for labels) and its vendor's terms; null when not theirs. */
  async find(owner: BookingOwner, id: string) {
    const [row] = await this.db
      .select({
        booking: bookings,
        bookingAttributes: offerings.bookingAttributes,
        category: offerings.category,
        price: offerings.price,
        priceLabel: offerings.priceLabel,
        offeringSlug: sql<string | null>`case when ${offerings.status} = 10 then ${offerings.slug} end`,
        policy: vendors.policy,
        cancellationPolicy: sql<string | null>`${vendorProfiles.sections} -> 'terms' ->> 'cancellationPolicy'`,
        reviewed: reviewColumns.reviewed,
      })
      .from(bookings)
      .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
      .innerJoin(vendors, eq(vendors.id, bookings.vendorId))
      .leftJoin(vendorProfiles, eq(vendorProfiles.vendorId, bookings.vendorId))
      .where(and(eq(bookings.id, id), ownedBy(owner)));
    return row ?? null;
  }

  /** Queues messages that change nothing else (a reminder). */
  async enqueue(drafts: readonly OutboxDraft[]): Promise<void> {
    await OutboxRepository.enqueue(this.db, drafts);
  }

  /** A booking's history, oldest first. */
  async events(bookingId: string): Promise<BookingEventRow[]> {
    return this.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.createdAt, bookingEvents.id);
  }

  /**
   * Changes a booking's status in one transaction: the row is locked, `decide` checks the change against the status
   * it holds now (and throws to refuse it) and answers what else to write (a cancellation's refund, counted from the
   * row as locked), then the status with its history row and an operator's audit row, if `audit` makes one of the row
   * as locked (one statement), and the messages `notify` drafts from the booking as changed, are written together
   * (recordChange), with what `alongside` writes (the money the change settles). Answers null when the booking is not this owner's.
   */
  async changeStatus(
    owner: BookingOwner,
    id: string,
    change: {
      actor: BookingActor;
      /** Null for the system (a job). */
      actorUserId: string | null;
      to: BookingStatus;
      reason: string | null;
      audit?: ((current: BookingRow) => AuditRecord) | undefined;
    },
    decide: (current: BookingRow) => BookingChangeColumns | undefined,
    notify: (booking: BookingRow, eventId: string) => OutboxDraft[],
    alongside?: (tx: Db, booking: BookingRow) => Promise<void>,
  ): Promise<BookingRow | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), ownedBy(owner)))
        .for("update");
      if (!current) return null;
      const columns = decide(current);
      const eventId = `be_${randomUUID().replace(/-/g, "")}`;
      const updated = await recordChange(tx, {
        row: (write) =>
          write
            .update(bookings)
            .set({ ...columns, status: change.to, updatedAt: new Date() })
            .where(eq(bookings.id, id))
            .returning(),
        history: [
          tx.insert(bookingEvents).values({
            id: eventId,
            bookingId: id,
            actor: change.actor,
            actorUserId: change.actorUserId,
            fromStatus: current.status,
            toStatus: change.to,
            reason: change.reason,
          }),
          ...(change.audit ? [AuditRepository.insertion(tx, change.audit(current))] : []),
        ],
        messages: (booking) => notify(booking, eventId),
      });
      const booking = requireRow(updated, "the booking just locked");
      if (alongside) await alongside(tx, booking);
      return booking;
    });
  }
}
