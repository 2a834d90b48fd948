import { and, eq, inArray, or, sql } from "drizzle-orm";
import { OFFERING_STATUS, REVIEW_COPY } from "@utsav/domain";
import {
  bookingEvents,
  bookings,
  briefMatches,
  briefPhotos,
  briefs,
  callLeads,
  offeringCapacities,
  offerings,
  reviews,
  vendorBlockedDays,
  vendorCalendars,
  vendorChanges,
  vendorDecisions,
  vendorPayoutAccounts,
  vendorGalleryImages,
  vendorIdentityChanges,
  vendorInvites,
  vendorMembers,
  vendorProfiles,
  vendors,
} from "@utsav/db";
import type { Db } from "@utsav/db";
import { consumerBookings } from "./account-data-repository.ts";
import type { UserRow } from "./account-data-repository.ts";
import type { ErasureInput } from "./erasure-repository.ts";

// What deleting an account does to the person's own records (docs/decisions/0031), inside the erasure's transaction
// (erasure-repository.ts): a consumer's bookings, briefs and leads; a vendor's business.

/**
 * A consumer's own records: bookings lose the name, number and answers that were theirs (and their link to the
 * account), briefs and their photos and the vendors' answers to them go, call leads go. Answers the events
 * ('booking:…', 'brief:…', 'call-lead:…') whose messages named the consumer; pushes the photos' keys.
 */
export async function eraseConsumerRecords(
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
 * The reviews a consumer wrote (docs/decisions/0060) lose their author: the name they show becomes
 * REVIEW_COPY.shopperFallback, the link to the account goes, and their photos go (their keys are pushed to `files`).
 * The stars and the words stay, as part of the vendor's public record, so its rating does not change. Answers how many
 * reviews there were.
 */
export async function anonymiseReviews(db: Db, userId: string, files: string[]): Promise<number> {
  const written = await db.select({ id: reviews.id, photoKeys: reviews.photoKeys }).from(reviews).where(eq(reviews.userId, userId));
  if (written.length === 0) return 0;
  files.push(...written.flatMap((r) => r.photoKeys));
  await db
    .update(reviews)
    .set({ userName: REVIEW_COPY.shopperFallback, userId: null, photoKeys: [], updatedAt: sql`now()` })
    .where(eq(reviews.userId, userId));
  return written.length;
}

/**
 * A vendor's business leaves the storefront and loses what is personal: its offerings are deleted (status 20) and
 * emptied of pictures and search text, its gallery, profile sections, review decisions, identity changes and edit
 * history go, and its row keeps
 * only what bookings and briefs of customers show (a name that says it was deleted, its area and terms). Its
 * identity documents stay until the purge. Answers the pictures' keys and the contacts the sections named.
 */
export async function eraseBusiness(db: Db, vendorId: string, deleted: { name: string; reason: string }) {
  // Its team goes with it, and the invitations to join it (docs/decisions/0033): a member's next request finds no business.
  await db.delete(vendorMembers).where(eq(vendorMembers.vendorId, vendorId));
  await db.delete(vendorInvites).where(eq(vendorInvites.vendorId, vendorId));
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
  // Its payout bank account (docs/decisions/0051): the transfers already made keep their own linked account's id, so a
  // share held for a booking is still released or taken back; the number and the holder's name are not kept.
  await db.delete(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendorId));
  // The history of its edits holds its contact details before and after each change; its trigger refuses only
  // UPDATE and TRUNCATE, so that this DELETE can erase it (docs/decisions/0032). Identity changes name the business.
  await db.delete(vendorChanges).where(eq(vendorChanges.vendorId, vendorId));
  await db.delete(vendorIdentityChanges).where(eq(vendorIdentityChanges.vendorId, vendorId));
  // Its availability (docs/decisions/0056): the notes on its blocked days, its capacities, and its calendar feed,
  // whose address stops working.
  await db.delete(vendorBlockedDays).where(eq(vendorBlockedDays.vendorId, vendorId));
  await db.delete(offeringCapacities).where(eq(offeringCapacities.vendorId, vendorId));
  await db.delete(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId));
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

/**
 * A vendor account leaves the team it was in, and the invitations to its number go (docs/decisions/0033): a member's
 * deletion takes them out of the business and leaves the business to its owner.
 */
export async function leaveTeam(db: Db, user: Pick<UserRow, "id" | "phone">): Promise<void> {
  await db.delete(vendorMembers).where(eq(vendorMembers.userId, user.id));
  await db.delete(vendorInvites).where(eq(vendorInvites.phone, user.phone));
}
