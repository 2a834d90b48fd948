import { z } from "zod";
import { ACCOUNT_EXPORT_FORMAT } from "./constants.ts";

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

const at = z.string().describe("ISO 8601 date and time");
const day = z.string().describe("YYYY-MM-DD");

export const exportedProfileSchema = z.object({
  userId: z.string(),
  userType: z.string(),
  phone: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  profileImage: z.string().nullable(),
  locality: z.string().nullable(),
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
});

/** A matched vendor's answer to a brief: a quote (price…), a decline, or none yet (new, closed). */
export const exportedAnswerSchema = z.object({
  vendorName: z.string(),
  answer: z.string(),
  price: z.number().int().nullable(),
  included: z.string().nullable(),
  offeringId: z.string().nullable(),
  validUntil: day.nullable(),
  quotedAt: at.nullable(),
});

export const exportedBriefSchema = z.object({
  id: z.string(),
  occasion: z.string(),
  eventDate: day,
  locality: z.string(),
  guests: z.number().int(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  categories: z.array(z.string()),
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

/** What the product's analytics recorded with the person's account (sign-ins, Buy and Call presses). */
export const exportedEventSchema = z.object({ name: z.string(), at, properties: z.record(z.string(), z.unknown()) });

/** DPDP Act 2023 s.11(1)(b): who else received the data. */
export const sharedWithSchema = z.object({
  /** The vendors told of the person's bookings and calls (their name and number went with them). */
  vendors: z.array(z.string()),
  /** The services that carry messages and files for Utsav, as this server is configured. */
  serviceProviders: z.array(z.string()),
});

const exportBase = {
  format: z.literal(ACCOUNT_EXPORT_FORMAT.name),
  version: z.literal(ACCOUNT_EXPORT_FORMAT.version),
  exportedAt: at,
  profile: exportedProfileSchema,
  sessions: z.array(exportedSessionSchema),
  events: z.array(exportedEventSchema),
  sharedWith: sharedWithSchema,
};

export const consumerDataExportSchema = z.object({
  ...exportBase,
  bookings: z.array(exportedBookingSchema),
  briefs: z.array(exportedBriefSchema),
  /** Reference photos uploaded for a request that was never sent. */
  unsentPhotos: z.array(z.string()),
  callLeads: z.array(exportedCallLeadSchema),
});
export type ConsumerDataExport = z.infer<typeof consumerDataExportSchema>;

export const exportedBusinessSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  titleTag: z.string().nullable(),
  description: z.string(),
  logo: z.string(),
  phone: z.string().nullable(),
  area: z.string(),
  serviceArea: z.string(),
  verified: z.boolean(),
  reviewState: z.string(),
  pausedAt: at.nullable(),
  pausedReason: z.string().nullable(),
  createdAt: at,
  updatedAt: at,
});

/** The profile's sections as saved (onboarding, business, contact, service, terms…), and its states. */
export const exportedVendorProfileSchema = z.object({
  state: z.string(),
  sections: z.record(z.string(), z.unknown()),
  submittedAt: at.nullable(),
  kycState: z.string(),
  kycReason: z.string().nullable(),
  kycSubmittedAt: at.nullable(),
});

export const exportedOfferingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  subCategory: z.string(),
  price: z.number().int(),
  priceLabel: z.string(),
  offeringType: z.string(),
  redirectUrl: z.string().nullable(),
  status: z.number().int(),
  hiddenReason: z.string().nullable(),
  description: z.unknown(),
  occasions: z.array(z.string()),
  bookingAttributes: z.unknown(),
  goodToKnow: z.array(z.string()).nullable(),
  images: z.array(z.string()),
  createdAt: at,
  updatedAt: at,
});

export const exportedGalleryImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  caption: z.string(),
  isMain: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: at,
});

/** An identity document's metadata: never the file, and the number only as masked (its hint). */
export const exportedKycDocumentSchema = z.object({
  id: z.string(),
  type: z.string(),
  documentNumber: z.string(),
  expiryDate: day.nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: at,
});

export const exportedTermsSchema = z.object({
  serviceArea: z.unknown(),
  leadTimeDays: z.number().int().nullable(),
  leadTimeText: z.string().nullable(),
  advancePercent: z.number().int().nullable(),
  refunds: z.unknown(),
  byCategory: z.unknown(),
  updatedAt: at,
});

export const exportedDecisionSchema = z.object({
  decision: z.string(),
  reason: z.string().nullable(),
  sections: z.array(z.string()),
  at,
});

/** An edit the vendor made (its change history: the fields, their values before and after, from which address). */
export const exportedVendorChangeSchema = z.object({
  kind: z.string(),
  target: z.string().nullable(),
  fields: z.array(z.string()),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  clientAddress: z.string().nullable(),
  at,
});

/** A change of the business's identity (name, categories, documents) put to operators, and what they decided. */
export const exportedIdentityChangeSchema = z.object({
  state: z.string(),
  businessName: z.string().nullable(),
  categories: z.array(z.string()).nullable(),
  documentTypes: z.array(z.string()),
  reason: z.string().nullable(),
  createdAt: at,
  decidedAt: at.nullable(),
});

/** A request (brief) matched to the vendor, and the vendor's answer: what its Requests page shows. */
export const exportedMatchedBriefSchema = z.object({
  briefId: z.string(),
  occasion: z.string(),
  eventDate: day,
  locality: z.string(),
  guests: z.number().int(),
  budgetMin: z.number().int(),
  budgetMax: z.number().int(),
  categories: z.array(z.string()),
  answer: z.string(),
  price: z.number().int().nullable(),
  included: z.string().nullable(),
  offeringId: z.string().nullable(),
  validUntil: day.nullable(),
  quotedAt: at.nullable(),
  declineReason: z.string().nullable(),
  matchedAt: at,
});

/** A call lead the vendor received: what its Leads page shows. */
export const exportedReceivedLeadSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  offeringName: z.string().nullable(),
  consumerName: z.string().nullable(),
  consumerPhone: z.string().nullable(),
  createdAt: at,
});

export const vendorDataExportSchema = z.object({
  ...exportBase,
  /** Null before the account has onboarded a business. */
  business: exportedBusinessSchema.nullable(),
  vendorProfile: exportedVendorProfileSchema.nullable(),
  offerings: z.array(exportedOfferingSchema),
  gallery: z.array(exportedGalleryImageSchema),
  kycDocuments: z.array(exportedKycDocumentSchema),
  terms: exportedTermsSchema.nullable(),
  decisions: z.array(exportedDecisionSchema),
  identityChanges: z.array(exportedIdentityChangeSchema),
  changes: z.array(exportedVendorChangeSchema),
  bookingsReceived: z.array(exportedBookingSchema),
  briefsMatched: z.array(exportedMatchedBriefSchema),
  callLeadsReceived: z.array(exportedReceivedLeadSchema),
});
export type VendorDataExport = z.infer<typeof vendorDataExportSchema>;
