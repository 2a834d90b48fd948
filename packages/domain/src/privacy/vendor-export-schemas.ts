import { z } from "zod";
import { answerFields, at, briefFields, day } from "./export-fields.ts";
import { accountExportBase, exportedBookingSchema } from "./schemas.ts";

// A vendor account's download (docs/decisions/0031): the account's own parts, then its business as the vendor area
// shows it.

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
  ...briefFields,
  ...answerFields,
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

/**
 * The business's availability (docs/decisions/0056): its daily capacities, the days it blocked with its notes, and
 * whether a calendar feed link exists (its secret is kept only as a hash, so it is not in the download).
 */
export const exportedAvailabilitySchema = z.object({
  dailyCapacity: z.number().int().nullable(),
  offeringCapacities: z.array(z.object({ offeringId: z.string(), dailyCapacity: z.number().int() })),
  blockedDays: z.array(z.object({ startsOn: day, endsOn: day, note: z.string().nullable(), createdAt: at })),
  calendarFeed: z.boolean(),
});

export const vendorDataExportSchema = z.object({
  ...accountExportBase,
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
  availability: exportedAvailabilitySchema,
  bookingsReceived: z.array(exportedBookingSchema),
  briefsMatched: z.array(exportedMatchedBriefSchema),
  callLeadsReceived: z.array(exportedReceivedLeadSchema),
});
export type VendorDataExport = z.infer<typeof vendorDataExportSchema>;
