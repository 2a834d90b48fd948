import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { BookingAttribute, BookingStatus } from "@utsav/domain";
import {
  accountErasures,
  analyticsEvents,
  bookings,
  briefMatches,
  briefs,
  notificationOutbox,
  otpCodes,
  sessions,
  users,
  vendorKycDocuments,
  vendorProfiles,
  waitlistUsers,
  waitlistVendors,
} from "@utsav/db";
import type { Db } from "@utsav/db";
import { AccountRepository } from "../accounts/index.ts";
import { consumerBookings } from "./account-data-repository.ts";
import type { UserRow } from "./account-data-repository.ts";
import { anonymiseReviews, eraseBusiness, eraseConsumerRecords, leaveTeam } from "./erasure-records.ts";

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
  | {
      erased: {
        erasureId: string;
        sessionsEnded: number;
        vendorId: string | null;
        pendingFiles: string[];
        /** The consumer's reviews now show no name (the storefront's pages are rebuilt). */
        reviewsAnonymised: number;
      };
    }
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
      let reviewsAnonymised = 0;
      if (user.userType === "vendor") {
        vendorId = await this.vendorIdOf(user.id, db);
        if (vendorId) {
          const business = await eraseBusiness(db, vendorId, input.deletedBusiness(vendorId));
          pendingFiles.push(...business.files);
          contacts.phones.push(...business.phones);
          contacts.emails.push(...business.emails);
        }
        // Only a business's owner has one to erase (its profile); a team member leaves the team and the business stays.
        await leaveTeam(db, user);
      } else {
        events.push(...(await eraseConsumerRecords(db, user, input.eraseAnswers, pendingFiles)));
        reviewsAnonymised = await anonymiseReviews(db, user.id, pendingFiles);
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
          eventDate: null,
          smsWithPush: false,
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
      return { erased: { erasureId, sessionsEnded, vendorId, pendingFiles, reviewsAnonymised } };
    });
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
