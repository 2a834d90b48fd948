import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { OFFERING_STATUS } from "@utsav/domain";
import type { BookingAttribute, BookingStatus } from "@utsav/domain";
import {
  accountErasures,
  analyticsEvents,
  bookingEvents,
  bookings,
  briefMatches,
  briefPhotos,
  briefs,
  callLeads,
  notificationOutbox,
  offerings,
  otpCodes,
  sessions,
  users,
  vendorChanges,
  vendorDecisions,
  vendorGalleryImages,
  vendorIdentityChanges,
  vendorKycDocuments,
  vendorProfiles,
  vendors,
  waitlistUsers,
  waitlistVendors,
} from "@utsav/db";
import type { Db } from "@utsav/db";
import { AccountRepository } from "../accounts/index.ts";
import { consumerBookings } from "./account-data-repository.ts";
import type { UserRow } from "./account-data-repository.ts";

// Deleting an account (docs/decisions/0031), as one transaction: the person's rows are deleted or emptied, what the
// law keeps is sealed in an account_erasures row, and the rows of others that name the person lose their name. What
// a transaction cannot do (files in storage, messages the worker is sending) is listed on that row for the sweep.

export type ErasureRow = typeof accountErasures.$inferSelect;

/** Bookings that may still be under way (received or confirmed), and the vendor's answers on briefs still open. */
export interface OpenWorkRows {
  bookings: { status: BookingStatus; eventDate: string | null }[];
  answers: { answer: string; briefState: string; eventDate: string }[];
}

/** What the deletion is told by the service: its rules and what it keeps. */
export interface ErasureInput<Open> {
  userId: string;
  /** The work that holds up the deletion, or null when there is none (the rules: packages/domain privacy). */
  openWork: (rows: OpenWorkRows) => Open | null;
  /** The registration details, sealed before the transaction (sealing may read the vault's key). */
  registrationCipher: string;
  purgeAfter: Date;
  /** A booking's answers once its consumer is gone (erasedBookingAnswers). */
  eraseAnswers: (answers: Record<string, string>, fields: readonly BookingAttribute[], fromQuote: boolean) => Record<string, string>;
  /** What a vendor's business is called once deleted (its name must stay unique), and why it is off the storefront. */
  deletedBusiness: (vendorId: string) => { name: string; reason: string };
}

export type ErasureResult<Open> =
  | { open: Open }
  | { erased: { erasureId: string; sessionsEnded: number; vendorId: string | null; pendingFiles: string[] } }
  | { gone: true };

/** The key of an event that outbox messages tell of: 'booking:bk_…', 'call-lead:…', 'brief:…' (notification-drafts.ts). */
const eventOf = sql<string>`split_part(${notificationOutbox.eventKey}, ':', 1) || ':' || split_part(${notificationOutbox.eventKey}, ':', 2)`;

/** The key of a stored public file, from the address it is served at (/media/…); null for anything else. */
export function mediaKey(url: string | null): string | null {
  return /^\/media\/([a-z0-9-]+\/[a-f0-9-]{36}\.webp)$/.exec(url ?? "")?.[1] ?? null;
}

const lowerIn = (column: SQL | AnyPgColumn, values: string[]) =>
  values.length === 0
    ? sql`false`
    : inArray(
        sql`lower(${column})`,
        values.map((v) => v.toLowerCase()),
      );

export class ErasureRepository {
  constructor(private readonly db: Db) {}

  /** The bookings and answers that could hold up the deletion (the rules decide which do), read now. */
  async openWorkRows(user: Pick<UserRow, "id" | "phone" | "userType">, db: Db = this.db): Promise<OpenWorkRows> {
    const vendorId = user.userType === "vendor" ? await this.vendorIdOf(user.id, db) : null;
    const underWay = inArray(bookings.status, ["received", "confirmed"]);
    const owner = user.userType === "vendor" ? (vendorId ? eq(bookings.vendorId, vendorId) : sql`false`) : consumerBookings(user);
    const bookingRows = await db
      .select({ status: bookings.status, eventDate: bookings.eventDate })
      .from(bookings)
      .where(and(owner, underWay));
    const answers = vendorId
      ? await db
          .select({ answer: briefMatches.answer, briefState: briefs.status, eventDate: briefs.eventDate })
          .from(briefMatches)
          .innerJoin(briefs, eq(briefs.id, briefMatches.briefId))
          .where(and(eq(briefMatches.vendorId, vendorId), inArray(briefMatches.answer, ["new", "quoted"])))
      : [];
    return { bookings: bookingRows, answers };
  }

  async vendorIdOf(userId: string, db: Db = this.db): Promise<string | null> {
    const [row] = await db.select({ vendorId: vendorProfiles.vendorId }).from(vendorProfiles).where(eq(vendorProfiles.userId, userId));
    return row?.vendorId ?? null;
  }

  /**
   * Deletes the account in one transaction, after locking its users row and checking again that nothing holds it up
   * (a booking placed meanwhile is found here). Answers the open work (nothing changed), or what was done.
   */
  async erase<Open>(input: ErasureInput<Open>): Promise<ErasureResult<Open>> {
    return this.db.transaction(async (tx) => {
      const db: Db = tx;
      const [user] = await db.select().from(users).where(eq(users.id, input.userId)).for("update");
      if (!user || user.deletedAt) return { gone: true as const };
      const open = input.openWork(await this.openWorkRows(user, db));
      if (open !== null) return { open };

      // Signing out everywhere (OWASP ASVS 5.0 7.4.2), then the session rows themselves: they are the account's too.
      const sessionsEnded = await new AccountRepository(db).revokeUserSessions(user.id);
      await db.delete(sessions).where(eq(sessions.userId, user.id));

      const pendingFiles: string[] = [];
      const profileImage = mediaKey(user.profileImage);
      if (profileImage) pendingFiles.push(profileImage);
      const contacts = { phones: [user.phone], emails: user.email ? [user.email] : [] };
      const events: string[] = [];

      let vendorId: string | null = null;
      if (user.userType === "vendor") {
        vendorId = await this.vendorIdOf(user.id, db);
        if (vendorId) {
          const business = await this.eraseBusiness(db, vendorId, input.deletedBusiness(vendorId));
          pendingFiles.push(...business.files);
          contacts.phones.push(...business.phones);
          contacts.emails.push(...business.emails);
        }
      } else {
        events.push(...(await this.eraseConsumerRecords(db, user, input.eraseAnswers, pendingFiles)));
      }

      // Messages to the person are deleted whatever their state; those about them to others (a vendor's alert naming
      // them) once sent: one still being sent is left to the worker, and the sweep deletes it after (pendingMessages).
      await db
        .delete(notificationOutbox)
        .where(
          or(
            inArray(notificationOutbox.recipient, contacts.phones),
            lowerIn(notificationOutbox.recipient, contacts.emails),
            events.length > 0 ? and(inArray(eventOf, events), ne(notificationOutbox.status, "pending")) : undefined,
          ),
        );
      const stillSending =
        events.length === 0
          ? []
          : await db
              .selectDistinct({ event: eventOf })
              .from(notificationOutbox)
              .where(and(inArray(eventOf, events), eq(notificationOutbox.status, "pending")));

      await db.delete(waitlistUsers).where(lowerIn(waitlistUsers.email, contacts.emails));
      await db
        .delete(waitlistVendors)
        .where(or(inArray(waitlistVendors.phone, contacts.phones), lowerIn(waitlistVendors.email, contacts.emails)));
      await db.delete(otpCodes).where(and(eq(otpCodes.userType, user.userType), eq(otpCodes.phone, user.phone)));
      await db.update(analyticsEvents).set({ userId: null }).where(eq(analyticsEvents.userId, user.id));
      // The row stays (bookings' history, decisions and the audit log name it), empty; the number is free again.
      await db
        .update(users)
        .set({
          phone: `deleted:${user.id}`,
          fullName: null,
          email: null,
          companyName: null,
          profileImage: null,
          locality: null,
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id));
      const erasureId = `er_${randomUUID().replace(/-/g, "")}`;
      await db.insert(accountErasures).values({
        id: erasureId,
        userId: user.id,
        userType: user.userType,
        vendorId,
        registrationCipher: input.registrationCipher,
        purgeAfter: input.purgeAfter,
        pendingFiles,
        pendingMessages: stillSending.map((row) => row.event),
      });
      return { erased: { erasureId, sessionsEnded, vendorId, pendingFiles } };
    });
  }

  /**
   * A consumer's own records: bookings lose the name, number and answers that were theirs (and their link to the
   * account), briefs and their photos and the vendors' answers to them go, call leads go. Answers the events
   * ('booking:…', 'brief:…', 'call-lead:…') whose messages named the consumer; pushes the photos' keys.
   */
  private async eraseConsumerRecords(
    db: Db,
    user: UserRow,
    eraseAnswers: ErasureInput<unknown>["eraseAnswers"],
    files: string[],
  ): Promise<string[]> {
    const owned = await db
      .select({ id: bookings.id, answers: bookings.bookingData, fields: offerings.bookingAttributes, quoteBrief: briefs.id })
      .from(bookings)
      .innerJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(briefs, eq(briefs.bookingId, bookings.id))
      .where(consumerBookings(user));
    for (const booking of owned) {
      await db
        .update(bookings)
        .set({
          bookingData: eraseAnswers(booking.answers, booking.fields, booking.quoteBrief !== null),
          consumerName: null,
          consumerPhone: null,
          userId: null,
          idempotencyKey: null,
          idempotencyScope: null,
          // A hash of the answers, used only to compare a retry's with the first: nothing retries once the key is gone.
          requestHash: "erased",
        })
        .where(eq(bookings.id, booking.id));
    }
    const bookingIds = owned.map((b) => b.id);
    // The consumer's own steps in the history: who (the account) and why (their words) go; what happened stays.
    await db
      .update(bookingEvents)
      .set({ actorUserId: null, reason: null })
      .where(
        and(
          eq(bookingEvents.actor, "consumer"),
          or(eq(bookingEvents.actorUserId, user.id), bookingIds.length > 0 ? inArray(bookingEvents.bookingId, bookingIds) : undefined),
        ),
      );

    const photos = await db.select({ imageKey: briefPhotos.imageKey }).from(briefPhotos).where(eq(briefPhotos.userId, user.id));
    files.push(...photos.map((p) => p.imageKey));
    const briefIds = (await db.select({ id: briefs.id }).from(briefs).where(eq(briefs.userId, user.id))).map((b) => b.id);
    await db.delete(briefPhotos).where(eq(briefPhotos.userId, user.id));
    if (briefIds.length > 0) {
      await db.delete(briefPhotos).where(inArray(briefPhotos.briefId, briefIds));
      await db.delete(briefMatches).where(inArray(briefMatches.briefId, briefIds));
      await db.delete(briefs).where(inArray(briefs.id, briefIds));
    }
    const leads = await db.delete(callLeads).where(eq(callLeads.userId, user.id)).returning({ id: callLeads.id });
    return [
      ...bookingIds.map((id) => `booking:${id}`),
      ...briefIds.map((id) => `brief:${id}`),
      ...leads.map((lead) => `call-lead:${lead.id}`),
    ];
  }

  /**
   * A vendor's business leaves the storefront and loses what is personal: its offerings are deleted (status 20) and
   * emptied of pictures and search text, its gallery, profile sections, review decisions, identity changes and edit
   * history go, and its row keeps
   * only what bookings and briefs of customers show (a name that says it was deleted, its area and terms). Its
   * identity documents stay until the purge. Answers the pictures' keys and the contacts the sections named.
   */
  private async eraseBusiness(db: Db, vendorId: string, deleted: { name: string; reason: string }) {
    await db
      .update(offerings)
      .set({ status: OFFERING_STATUS.deleted, images: [], searchText: "", updatedAt: sql`now()` })
      .where(eq(offerings.vendorId, vendorId));
    const gallery = await db
      .delete(vendorGalleryImages)
      .where(eq(vendorGalleryImages.vendorId, vendorId))
      .returning({ imageKey: vendorGalleryImages.imageKey, thumbnailKey: vendorGalleryImages.thumbnailKey });
    const [profile] = await db
      .delete(vendorProfiles)
      .where(eq(vendorProfiles.vendorId, vendorId))
      .returning({ sections: vendorProfiles.sections });
    await db.delete(vendorDecisions).where(eq(vendorDecisions.vendorId, vendorId));
    // The history of its edits holds its contact details before and after each change; its trigger refuses only
    // UPDATE and TRUNCATE, so that this DELETE can erase it (docs/decisions/0032). Identity changes name the business.
    await db.delete(vendorChanges).where(eq(vendorChanges.vendorId, vendorId));
    await db.delete(vendorIdentityChanges).where(eq(vendorIdentityChanges.vendorId, vendorId));
    await db
      .update(vendors)
      .set({
        name: deleted.name,
        titleTag: null,
        description: "",
        logo: "",
        phone: null,
        verified: false,
        reviewState: "draft",
        pausedAt: sql`now()`,
        pausedReason: deleted.reason,
        // No account runs it any more: a message about an old booking goes to Utsav's support line (notifications).
        ownerUserId: null,
        updatedAt: sql`now()`,
      })
      .where(eq(vendors.id, vendorId));
    const contact = (profile?.sections.contact ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? [value.trim()] : []);
    return {
      files: gallery.flatMap((image) => [image.imageKey, image.thumbnailKey]),
      phones: [...text(contact.phoneNumber), ...text(contact.whatsappNumber)],
      emails: text(contact.email),
    };
  }

  /** The identity documents of a business, whose encrypted files the purge deletes. */
  documentsOf(vendorId: string) {
    return this.db
      .select({ id: vendorKycDocuments.id, fileKey: vendorKycDocuments.fileKey })
      .from(vendorKycDocuments)
      .where(eq(vendorKycDocuments.vendorId, vendorId));
  }

  /** At most `limit` deletions whose retention has ended at `now` and are not purged yet, the oldest first. */
  due(now: Date, limit: number): Promise<ErasureRow[]> {
    return this.db
      .select()
      .from(accountErasures)
      .where(and(isNull(accountErasures.purgedAt), lte(accountErasures.purgeAfter, now)))
      .orderBy(asc(accountErasures.purgeAfter))
      .limit(limit);
  }

  /** Ends a deletion's retention: its documents' rows and the sealed details go; the row keeps that it happened. */
  async purge(erasure: Pick<ErasureRow, "id" | "vendorId">): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (erasure.vendorId) await tx.delete(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, erasure.vendorId));
      await tx
        .update(accountErasures)
        .set({ registrationCipher: null, purgedAt: sql`now()` })
        .where(eq(accountErasures.id, erasure.id));
    });
  }

  /** At most `limit` deletions with files or messages still to clean up, the oldest first. */
  unfinished(limit: number): Promise<ErasureRow[]> {
    return this.db
      .select()
      .from(accountErasures)
      .where(
        or(sql`jsonb_array_length(${accountErasures.pendingFiles}) > 0`, sql`jsonb_array_length(${accountErasures.pendingMessages}) > 0`),
      )
      .orderBy(asc(accountErasures.erasedAt))
      .limit(limit);
  }

  /** Records which files are still to delete. */
  async setPendingFiles(erasureId: string, files: string[]): Promise<void> {
    await this.db.update(accountErasures).set({ pendingFiles: files }).where(eq(accountErasures.id, erasureId));
  }

  /**
   * Deletes the messages about the person that are sent (or failed) now, and keeps the events whose messages are still
   * being sent. Answers how many messages went.
   */
  async finishMessages(erasure: Pick<ErasureRow, "id" | "pendingMessages">): Promise<number> {
    if (erasure.pendingMessages.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(notificationOutbox)
        .where(and(inArray(eventOf, erasure.pendingMessages), ne(notificationOutbox.status, "pending")))
        .returning({ id: notificationOutbox.id });
      const still = await tx
        .selectDistinct({ event: eventOf })
        .from(notificationOutbox)
        .where(and(inArray(eventOf, erasure.pendingMessages), eq(notificationOutbox.status, "pending")));
      await tx
        .update(accountErasures)
        .set({ pendingMessages: still.map((row) => row.event) })
        .where(eq(accountErasures.id, erasure.id));
      return deleted.length;
    });
  }
}
