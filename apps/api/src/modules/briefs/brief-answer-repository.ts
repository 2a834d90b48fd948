import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { briefMatches, briefs, requireRow, users, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import type { BriefMatchRow, BriefRepository, BriefRow } from "./brief-repository.ts";
import { BookingPlacementRepository } from "../bookings/index.ts";
import { DayHold } from "../availability/index.ts";
import type { BookingRow, NewBooking } from "../bookings/index.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import { recordChange } from "../../platform/outbox/record-change.ts";

// A matched vendor's answer to a brief (a quote or a decline) and the consumer's acceptance of one quote
// (docs/decisions/0023). Both lock the brief's row, then the answer's, so an answer and an acceptance at the same
// moment are one after the other: a quote never slips in after the brief was booked, and a brief is booked once.

/** What an accepted quote becomes: the booking to insert and the vendor's messages about it. */
export interface QuoteBooking {
  booking: NewBooking;
  notify: (booking: NewBooking & { id: string }) => OutboxDraft[];
  /** What is stored beside the booking in the same transaction (its payment order: docs/decisions/0048). */
  alongside?: ((tx: Db, booking: BookingRow) => Promise<void>) | undefined;
}

export class BriefAnswerRepository {
  constructor(
    private readonly db: Db,
    private readonly briefs: BriefRepository,
  ) {}

  /**
   * Changes a vendor's answer in one transaction: the brief and the answer are locked, `decide` checks the change
   * against them as they are now (and throws to refuse it), then the answer is written with the messages `notify`
   * drafts. Null when the brief was not matched to this vendor.
   */
  async answer(
    vendorId: string,
    briefId: string,
    decide: (brief: BriefRow, match: BriefMatchRow) => void,
    change: Partial<Pick<BriefMatchRow, "answer" | "price" | "included" | "offeringId" | "validUntil" | "quotedAt" | "declineReason">>,
    notify: (brief: BriefRow, before: BriefMatchRow, after: BriefMatchRow) => OutboxDraft[],
  ): Promise<{ brief: BriefRow; match: BriefMatchRow } | null> {
    return this.db.transaction(async (tx) => {
      const [mine] = await tx
        .select({ id: briefMatches.id })
        .from(briefMatches)
        .where(and(eq(briefMatches.briefId, briefId), eq(briefMatches.vendorId, vendorId)));
      if (!mine) return null;
      const brief = requireRow(await tx.select().from(briefs).where(eq(briefs.id, briefId)).for("update"), "the brief of a match");
      const match = requireRow(
        await tx.select().from(briefMatches).where(eq(briefMatches.id, mine.id)).for("update"),
        "the match just read",
      );
      decide(brief, match);
      const updated = await recordChange(tx, {
        row: (write) =>
          write
            .update(briefMatches)
            .set({ ...change, updatedAt: new Date() })
            .where(eq(briefMatches.id, mine.id))
            .returning(),
        messages: (after) => notify(brief, match, after),
      });
      return { brief, match: requireRow(updated, "the match just locked") };
    });
  }

  /**
   * Accepts one quote in one transaction: the brief (this consumer's) and the quote are locked and `decide` checks
   * them; the booking is placed with the vendor (the quote's offering while it is on sale, else the vendor's first
   * offering on sale in a category it was matched for; `noOffering` throws when there is none), with its first
   * history row and messages; the quote is accepted, every other answer still open is closed, the brief is booked,
   * and the vendors whose quotes were closed are told. Null when the brief or the quote is not the consumer's.
   */
  async accept(
    userId: string,
    briefId: string,
    quoteId: string,
    checks: { decide: (brief: BriefRow, quote: BriefMatchRow) => void; noOffering: () => never },
    place: (brief: BriefRow, quote: BriefMatchRow, offering: { id: string; title: string; category: string }) => QuoteBooking,
    notifyClosed: (brief: BriefRow, vendors: { vendorId: string; vendorName: string; phone: string | null }[]) => OutboxDraft[],
  ): Promise<{ brief: BriefRow; booking: BookingRow } | null> {
    return this.db.transaction(async (tx) => {
      const [brief] = await tx
        .select()
        .from(briefs)
        .where(and(eq(briefs.id, briefId), eq(briefs.userId, userId)))
        .for("update");
      if (!brief) return null;
      const [quote] = await tx
        .select()
        .from(briefMatches)
        .where(and(eq(briefMatches.id, quoteId), eq(briefMatches.briefId, briefId)))
        .for("update");
      if (!quote) return null;
      checks.decide(brief, quote);

      const onSale = await this.briefs.vendorOfferings(quote.vendorId, quote.categories, tx);
      const offering = onSale.find((o) => o.id === quote.offeringId) ?? onSale[0] ?? checks.noOffering();
      const { booking: insert, notify, alongside } = place(brief, quote, offering);
      // The vendor's day, as every booking checks it (docs/decisions/0056): blocked or full is 409, under its lock.
      if (insert.eventDate) await DayHold.guard(tx, { vendorId: insert.vendorId, offeringId: insert.offeringId, date: insert.eventDate });
      const booking = await BookingPlacementRepository.insertBooking(tx, insert, notify);
      if (alongside) await alongside(tx, booking);

      await tx.update(briefMatches).set({ answer: "accepted", updatedAt: new Date() }).where(eq(briefMatches.id, quote.id));
      const closed = await tx
        .update(briefMatches)
        .set({ answer: "closed", updatedAt: new Date() })
        .where(and(eq(briefMatches.briefId, briefId), ne(briefMatches.id, quote.id), inArray(briefMatches.answer, ["new", "quoted"])))
        .returning({ vendorId: briefMatches.vendorId, price: briefMatches.price });
      // Only the vendors that had sent a quote are told; those that never answered see the brief closed in their list.
      const quoted = closed.filter((c) => c.price !== null).map((c) => c.vendorId);
      const told =
        quoted.length === 0
          ? []
          : await tx
              .select({
                vendorId: vendors.id,
                vendorName: vendors.name,
                phone: sql<string | null>`coalesce(${users.phone}, ${vendors.phone})`,
              })
              .from(vendors)
              .leftJoin(users, eq(users.id, vendors.ownerUserId))
              .where(inArray(vendors.id, quoted));
      const booked = await recordChange(tx, {
        row: (write) =>
          write
            .update(briefs)
            .set({ status: "booked", bookingId: booking.id, updatedAt: new Date() })
            .where(eq(briefs.id, briefId))
            .returning(),
        messages: (row) => (told.length === 0 ? [] : notifyClosed(row, told)),
      });
      return { brief: requireRow(booked, "the brief just locked"), booking };
    });
  }
}
