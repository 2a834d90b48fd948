import { z } from "zod";
import { ACCOUNT_EXPORT_FORMAT } from "./constants.ts";
import { answerFields, at, briefFields, day } from "./export-fields.ts";

// POST /api/{consumer,vendor}/account/export and /delete (docs/decisions/0031). The export is a record of what is
// stored, so stored values (statuses, types) are read as text: a value an older version wrote is still exported.

/** The confirmation: the word typed (isDeletionConfirmed); a missing or wrong word is answered 400 with our words. */
export const accountDeletionRequestSchema = z.object({ confirm: z.string().max(40).optional() }).strict();
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

/** One kind of data that outlives the account: what, why, and until when (null: no personal data is left in it). */
export const keptDataSchema = z.object({ what: z.string(), why: z.string(), until: z.string().nullable() });
export type KeptData = z.infer<typeof keptDataSchema>;

export const accountDeletionResponseSchema = z.object({
  deleted: z.literal(true),
  /** The sessions that were live, on every device: all are gone. */
  sessionsEnded: z.number().int().min(0),
  kept: z.array(keptDataSchema),
});
export type AccountDeletion = z.infer<typeof accountDeletionResponseSchema>;

export const exportedProfileSchema = z.object({
  userId: z.string(),
  userType: z.string(),
  phone: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  profileImage: z.string().nullable(),
  locality: z.string().nullable(),
  /** The event date chosen for "Free on my date", YYYY-MM-DD. */
  eventDate: z.string().nullable(),
  /** A shopper's choice to get the SMS as well as the app's push (docs/decisions/0074). */
  smsWithPush: z.boolean(),
  createdAt: at,
  updatedAt: at,
});

/** A sign-in, as the sessions table keeps it: no device, place or address is recorded. */
export const exportedSessionSchema = z.object({
  startedAt: at,
  lastUsedAt: at,
  expiresAt: at,
  endedAt: at.nullable(),
  /** The session this export was asked with. */
  current: z.boolean(),
});

export const exportedBookingChangeSchema = z.object({
  at,
  actor: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
});

export const exportedBookingSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  offeringName: z.string(),
  vendorName: z.string(),
  status: z.string(),
  eventDate: day.nullable(),
  locality: z.string().nullable(),
  /** The booking form's answers, by field. */
  answers: z.record(z.string(), z.string()),
  consumerName: z.string().nullable(),
  consumerPhone: z.string().nullable(),
  placedAt: at,
  updatedAt: at,
  history: z.array(exportedBookingChangeSchema),
  /** The advance paid online, in rupees (docs/decisions/0048); null where none was asked. */
  advance: z.number().nullable(),
  /** Its payments and refunds at the payment provider: ids, amounts in paise, states; no card or UPI detail is held. */
  money: z.array(
    z.object({
      kind: z.enum(["payment", "refund"]),
      id: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      reason: z.string().nullable(),
      at,
    }),
  ),
});

/** A matched vendor's answer to a brief: a quote (price…), a decline, or none yet (new, closed). */
export const exportedAnswerSchema = z.object({
  vendorName: z.string(),
  ...answerFields,
});

export const exportedBriefSchema = z.object({
  id: z.string(),
  ...briefFields,
  notes: z.string(),
  status: z.string(),
  bookingId: z.string().nullable(),
  createdAt: at,
  /** The reference photos' addresses. */
  photos: z.array(z.string()),
  /** The vendors the brief went to, and each one's answer. */
  answers: z.array(exportedAnswerSchema),
});

export const exportedCallLeadSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  offeringName: z.string().nullable(),
  vendorName: z.string().nullable(),
  day,
  createdAt: at,
});

/** A review the shopper wrote after a booking (docs/decisions/0060), as stored: their words, photos and how it shows. */
export const exportedReviewSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  vendorName: z.string().nullable(),
  offeringName: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  /** The name it shows with ("Priya S."). */
  publicName: z.string(),
  eventMonth: z.string().nullable(),
  /** The photos' addresses. */
  photos: z.array(z.string()),
  createdAt: at,
  updatedAt: at,
  /** The vendor's public answer, and operators' reason where they hid the review. */
  answer: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});

/** What the product's analytics recorded with the person's account (sign-ins, Buy and Call presses). */
export const exportedEventSchema = z.object({ name: z.string(), at, properties: z.record(z.string(), z.unknown()) });

/** A phone registered for the account's push notifications (docs/decisions/0070); its token stays out. */
export const exportedPushDeviceSchema = z.object({
  platform: z.string(),
  role: z.string(),
  registeredAt: at,
  lastSeenAt: at,
});

/** DPDP Act 2023 s.11(1)(b): who else received the data. */
export const sharedWithSchema = z.object({
  /** The vendors told of the person's bookings and calls (their name and number went with them). */
  vendors: z.array(z.string()),
  /** The services that carry messages and files for Utsav, as this server is configured. */
  serviceProviders: z.array(z.string()),
});

/** What every account's download holds, before the parts of its kind (vendorDataExportSchema adds a business's). */
export const accountExportBase = {
  format: z.literal(ACCOUNT_EXPORT_FORMAT.name),
  version: z.literal(ACCOUNT_EXPORT_FORMAT.version),
  exportedAt: at,
  profile: exportedProfileSchema,
  sessions: z.array(exportedSessionSchema),
  /** The phones registered for push notifications; absent from downloads made before pushes (docs/decisions/0070). */
  pushDevices: z.array(exportedPushDeviceSchema).optional(),
  events: z.array(exportedEventSchema),
  sharedWith: sharedWithSchema,
};

export const consumerDataExportSchema = z.object({
  ...accountExportBase,
  bookings: z.array(exportedBookingSchema),
  briefs: z.array(exportedBriefSchema),
  /** Reference photos uploaded for a request that was never sent. */
  unsentPhotos: z.array(z.string()),
  callLeads: z.array(exportedCallLeadSchema),
  /** The reviews the shopper wrote (docs/decisions/0060); absent from downloads made before reviews could be written. */
  reviews: z.array(exportedReviewSchema).optional(),
});
export type ConsumerDataExport = z.infer<typeof consumerDataExportSchema>;
