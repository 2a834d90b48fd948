import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  analyticsEvents,
  anyOf,
  bookingEvents,
  bookings,
  briefMatches,
  briefPhotos,
  briefs,
  callLeads,
  offerings,
  paymentRefunds,
  payments,
  reviews,
  sessions,
  users,
  vendorChanges,
  vendorDecisions,
  vendorGalleryImages,
  vendorIdentityChanges,
  offeringCapacities,
  vendorBlockedDays,
  vendorCalendars,
  vendorKycDocuments,
  vendorProfiles,
  vendors,
  vendorTerms,
} from "@utsav/db";
import type { Db } from "@utsav/db";
import { PushTokenRepository } from "../../platform/push/push-token-repository.ts";

// What Utsav holds about one person, read for their download (docs/decisions/0031): every table that names their
// account, their phone number or their business. Read only; each list is the person's own rows.

export type UserRow = typeof users.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingEventRow = typeof bookingEvents.$inferSelect;
/** A booking with its history, and its payments and refunds at the payment provider (docs/decisions/0048). */
export interface ExportedBookingRows {
  booking: BookingRow;
  history: BookingEventRow[];
  payments: (typeof payments.$inferSelect)[];
  refunds: (typeof paymentRefunds.$inferSelect)[];
}

/** A review the consumer wrote (docs/decisions/0060), with its vendor's name. */
export interface ExportedReviewRow {
  review: typeof reviews.$inferSelect;
  vendorName: string | null;
}

/** A consumer's bookings, as My bookings finds them: made while signed in, or as a guest with the account's number. */
export const consumerBookings = (user: Pick<UserRow, "id" | "phone">) =>
  anyOf(eq(bookings.userId, user.id), and(isNull(bookings.userId), eq(bookings.consumerPhone, user.phone)));

export class AccountDataRepository {
  constructor(private readonly db: Db) {}

  async user(userId: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  /** Every session row of the account, newest first: what the table keeps (no device, place or address). */
  /** The phones registered for the account's pushes (docs/decisions/0070). */
  pushDevices(userId: string) {
    return new PushTokenRepository(this.db).devicesOf(userId);
  }

  sessions(userId: string) {
    return this.db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt));
  }

  /** What the product's analytics recorded with the account, oldest first. */
  events(userId: string) {
    return this.db
      .select({ name: analyticsEvents.name, createdAt: analyticsEvents.createdAt, properties: analyticsEvents.properties })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(asc(analyticsEvents.createdAt));
  }

  async consumerBookings(user: UserRow): Promise<ExportedBookingRows[]> {
    return this.withHistory(await this.db.select().from(bookings).where(consumerBookings(user)).orderBy(desc(bookings.createdAt)));
  }

  async vendorBookings(vendorId: string): Promise<ExportedBookingRows[]> {
    return this.withHistory(await this.db.select().from(bookings).where(eq(bookings.vendorId, vendorId)).orderBy(desc(bookings.createdAt)));
  }

  private async withHistory(rows: BookingRow[]) {
    const ids = rows.map((row) => row.id);
    const history =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(bookingEvents)
            .where(inArray(bookingEvents.bookingId, ids))
            .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
    const [paid, refunded] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            this.db.select().from(payments).where(inArray(payments.bookingId, ids)).orderBy(asc(payments.createdAt)),
            this.db.select().from(paymentRefunds).where(inArray(paymentRefunds.bookingId, ids)).orderBy(asc(paymentRefunds.createdAt)),
          ]);
    return rows.map((booking) => ({
      booking,
      history: history.filter((event) => event.bookingId === booking.id),
      payments: paid.filter((payment) => payment.bookingId === booking.id),
      refunds: refunded.filter((refund) => refund.bookingId === booking.id),
    }));
  }

  /** A consumer's briefs, newest first, with the vendors' answers and the reference photos. */
  async consumerBriefs(userId: string) {
    const rows = await this.db.select().from(briefs).where(eq(briefs.userId, userId)).orderBy(desc(briefs.createdAt));
    const ids = rows.map((row) => row.id);
    const [answers, photos] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            this.db
              .select({ match: briefMatches, vendorName: vendors.name })
              .from(briefMatches)
              .innerJoin(vendors, eq(vendors.id, briefMatches.vendorId))
              .where(inArray(briefMatches.briefId, ids))
              .orderBy(asc(briefMatches.createdAt), asc(briefMatches.id)),
            this.photos(userId),
          ]);
    return rows.map((brief) => ({
      brief,
      answers: answers.filter((answer) => answer.match.briefId === brief.id),
      photoKeys: photos.filter((photo) => photo.briefId === brief.id).map((photo) => photo.imageKey),
    }));
  }

  /** Every reference photo the consumer uploaded, with the brief it went with (null: never sent). */
  photos(userId: string) {
    return this.db
      .select({ briefId: briefPhotos.briefId, imageKey: briefPhotos.imageKey })
      .from(briefPhotos)
      .where(eq(briefPhotos.userId, userId))
      .orderBy(asc(briefPhotos.position), asc(briefPhotos.id));
  }

  /** The reviews a consumer wrote after their bookings, newest first. */
  consumerReviews(userId: string): Promise<ExportedReviewRow[]> {
    return this.db
      .select({ review: reviews, vendorName: vendors.name })
      .from(reviews)
      .leftJoin(vendors, eq(vendors.id, reviews.vendorId))
      .where(eq(reviews.userId, userId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
  }

  /** The numbers a consumer asked vendors for, newest first. */
  consumerCallLeads(userId: string) {
    return this.db
      .select({
        id: callLeads.id,
        offeringId: callLeads.offeringId,
        offeringName: offerings.title,
        vendorName: vendors.name,
        day: callLeads.day,
        createdAt: callLeads.createdAt,
      })
      .from(callLeads)
      .leftJoin(offerings, eq(offerings.id, callLeads.offeringId))
      .leftJoin(vendors, eq(vendors.id, callLeads.vendorId))
      .where(eq(callLeads.userId, userId))
      .orderBy(desc(callLeads.createdAt), desc(callLeads.id));
  }

  /** A vendor account's business and profile; null before it has onboarded. */
  async business(userId: string) {
    const [row] = await this.db
      .select({ vendor: vendors, profile: vendorProfiles })
      .from(vendorProfiles)
      .innerJoin(vendors, eq(vendors.id, vendorProfiles.vendorId))
      .where(eq(vendorProfiles.userId, userId));
    return row ?? null;
  }

  /**
   * Everything of a business besides its profile: offerings, pictures, documents' metadata, terms, decisions, the
   * identity changes put to operators and the history of its edits.
   */
  async businessRecords(vendorId: string) {
    const [offeringRows, gallery, documents, terms, decisions, identityChanges, changes] = await Promise.all([
      this.db.select().from(offerings).where(eq(offerings.vendorId, vendorId)).orderBy(asc(offerings.createdAt), asc(offerings.id)),
      this.db
        .select()
        .from(vendorGalleryImages)
        .where(eq(vendorGalleryImages.vendorId, vendorId))
        .orderBy(asc(vendorGalleryImages.position), asc(vendorGalleryImages.id)),
      this.db
        .select({
          id: vendorKycDocuments.id,
          type: vendorKycDocuments.type,
          numberHint: vendorKycDocuments.numberHint,
          expiryDate: vendorKycDocuments.expiryDate,
          fileName: vendorKycDocuments.fileName,
          contentType: vendorKycDocuments.contentType,
          sizeBytes: vendorKycDocuments.sizeBytes,
          createdAt: vendorKycDocuments.createdAt,
        })
        .from(vendorKycDocuments)
        .where(eq(vendorKycDocuments.vendorId, vendorId))
        .orderBy(asc(vendorKycDocuments.createdAt)),
      this.db.select().from(vendorTerms).where(eq(vendorTerms.vendorId, vendorId)),
      this.db
        .select()
        .from(vendorDecisions)
        .where(eq(vendorDecisions.vendorId, vendorId))
        .orderBy(asc(vendorDecisions.createdAt), asc(vendorDecisions.id)),
      this.db
        .select()
        .from(vendorIdentityChanges)
        .where(eq(vendorIdentityChanges.vendorId, vendorId))
        .orderBy(asc(vendorIdentityChanges.createdAt), asc(vendorIdentityChanges.id)),
      this.db.select().from(vendorChanges).where(eq(vendorChanges.vendorId, vendorId)).orderBy(asc(vendorChanges.id)),
    ]);
    return { offerings: offeringRows, gallery, documents, terms: terms[0] ?? null, decisions, identityChanges, changes };
  }

  /** A business's availability (docs/decisions/0056): its capacities, its blocked days, whether its feed is on. */
  async availability(vendorId: string) {
    const [calendar, offeringRows, blocks] = await Promise.all([
      this.db.select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId)),
      this.db
        .select({ offeringId: offeringCapacities.offeringId, dailyCapacity: offeringCapacities.dailyCapacity })
        .from(offeringCapacities)
        .where(eq(offeringCapacities.vendorId, vendorId))
        .orderBy(asc(offeringCapacities.offeringId)),
      this.db
        .select()
        .from(vendorBlockedDays)
        .where(eq(vendorBlockedDays.vendorId, vendorId))
        .orderBy(asc(vendorBlockedDays.startsOn), asc(vendorBlockedDays.id)),
    ]);
    return {
      dailyCapacity: calendar[0]?.dailyCapacity ?? null,
      offeringCapacities: offeringRows,
      blockedDays: blocks.map((b) => ({ startsOn: b.startsOn, endsOn: b.endsOn, note: b.note, createdAt: b.createdAt.toISOString() })),
      calendarFeed: Boolean(calendar[0]?.feedTokenHash),
    };
  }

  /** The briefs a vendor was matched to, newest first, with its answer. */
  matchedBriefs(vendorId: string) {
    return this.db
      .select({ match: briefMatches, brief: briefs })
      .from(briefMatches)
      .innerJoin(briefs, eq(briefs.id, briefMatches.briefId))
      .where(eq(briefMatches.vendorId, vendorId))
      .orderBy(desc(briefMatches.createdAt), desc(briefMatches.id));
  }

  /** The call leads a vendor received, as its Leads page shows them (the consumer's name and number). */
  receivedCallLeads(vendorId: string) {
    return this.db
      .select({
        id: callLeads.id,
        offeringId: callLeads.offeringId,
        offeringName: offerings.title,
        consumerName: users.fullName,
        consumerPhone: users.phone,
        createdAt: callLeads.createdAt,
      })
      .from(callLeads)
      .leftJoin(offerings, eq(offerings.id, callLeads.offeringId))
      .leftJoin(users, eq(users.id, callLeads.userId))
      .where(eq(callLeads.vendorId, vendorId))
      .orderBy(desc(callLeads.createdAt), desc(callLeads.id));
  }
}
