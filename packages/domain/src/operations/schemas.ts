import { z } from "zod";
import { KYC_DOCUMENT_TYPES } from "../vendors/constants.ts";
import { VENDOR_REVIEW_STATES } from "./constants.ts";
import { isIsoDate } from "../shared/dates.ts";
import { AUDIT_ACTIONS, REVIEW_MESSAGES, REVIEW_REASON_MAX, REVIEW_REASON_MIN, REVIEW_SECTIONS } from "./review.ts";
import { OPERATOR_MESSAGES, OPERATOR_NAME_MAX } from "./operator-accounts.ts";
import { phoneNumberSchema } from "../shared/schemas.ts";
import { reviewDecisionRecordSchema, reviewDecisionSchema, reviewSectionSchema, vendorReviewStateSchema } from "./review-schemas.ts";
import { kycStateSchema } from "../vendors/kyc-schemas.ts";
import { vendorProfileStateSchema, vendorSectionsDataSchema } from "../vendors/profile-schemas.ts";
import { operatorIdentityChangeSchema, vendorChangeKindSchema, vendorChangeSchema } from "../vendors/identity-schemas.ts";
import { vendorOwnerSchema } from "../vendors/team-schemas.ts";
import { vendorResponsivenessSchema } from "./responsiveness-schemas.ts";

// The operations console's calls, /api/operator/* (docs/decisions/0020): the review queue, decisions, the go-live gate,
// the audit log, operators, and oversight of bookings, leads and waitlists.

export const auditActionSchema = z.enum(AUDIT_ACTIONS);

const idSchema = z.string().trim().min(1).max(64);
export const operatorVendorParamsSchema = z.object({ id: idSchema });
export const operatorDocumentParamsSchema = z.object({ id: idSchema, docId: idSchema });
export const operatorOfferingParamsSchema = z.object({ id: idSchema });

/** The queue's filter: a review state, or the paused vendors; the waiting ones by default. */
export const operatorVendorsQuerySchema = z.object({ state: z.enum([...VENDOR_REVIEW_STATES, "paused"]).default("waiting") });

export const operatorVendorSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  area: z.string(),
  reviewState: vendorReviewStateSchema,
  verified: z.boolean(),
  /** One of the catalogue's own vendors (approved from the start, no account). */
  catalogue: z.boolean(),
  pausedReason: z.string().nullable(),
  profileState: vendorProfileStateSchema.nullable(),
  kycState: kycStateSchema.nullable(),
  submittedAt: z.string().nullable(),
  offeringsCount: z.number().int(),
  /** How quickly and how often it answers what reaches it (docs/decisions/0055); optional for older clients. */
  responsiveness: vendorResponsivenessSchema.optional(),
});
export type OperatorVendorSummary = z.infer<typeof operatorVendorSummarySchema>;
export const operatorVendorListSchema = z.object({ vendors: z.array(operatorVendorSummarySchema) });

export const operatorDocumentSchema = z.object({
  id: z.string(),
  type: z.enum(KYC_DOCUMENT_TYPES),
  /** Masked until an operator reveals it (POST …/reveal, on the record). */
  maskedNumber: z.string(),
  /** False for Aadhaar: only its last 4 digits are kept, so there is nothing more to reveal. */
  revealable: z.boolean(),
  expiryDate: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  /** Where the file opens, with a link minted by POST …/link (on the record); on its own it answers 403. */
  fileUrl: z.string(),
  /** Added or replaced by an approved vendor and not yet approved (docs/decisions/0032); optional in the type for older clients. */
  pendingReview: z.boolean().optional(),
});
export type OperatorDocument = z.infer<typeof operatorDocumentSchema>;

export const operatorOfferingSchema = z.object({
  id: z.string(),
  title: z.string(),
  navRef: z.string(),
  priceLabel: z.string(),
  category: z.string(),
  /** 10 live, 15 paused by the vendor, 20 deleted. */
  status: z.number().int(),
  hiddenReason: z.string().nullable(),
});
export type OperatorOffering = z.infer<typeof operatorOfferingSchema>;

export const operatorVendorDetailSchema = operatorVendorSummarySchema.extend({
  phone: z.string().nullable(),
  description: z.string(),
  kycReason: z.string().nullable(),
  sections: vendorSectionsDataSchema,
  documents: z.array(operatorDocumentSchema),
  offerings: z.array(operatorOfferingSchema),
  decisions: z.array(reviewDecisionRecordSchema),
  /**
   * The change of name, categories or documents an approved vendor waits to have approved, before and after; null when
   * none waits (docs/decisions/0032). The fields below are always sent; optional in the type for older clients.
   */
  identityChange: operatorIdentityChangeSchema.nullable().optional(),
  /** The vendor's latest edits, newest first, each with what it changed from and to. */
  recentChanges: z.array(vendorChangeSchema).optional(),
  /** Who runs the business, or the invitation to its owner waiting (docs/decisions/0033); optional for older clients. */
  owner: vendorOwnerSchema.optional(),
});
export type OperatorVendorDetail = z.infer<typeof operatorVendorDetailSchema>;

const reasonSchema = z
  .string()
  .trim()
  .min(REVIEW_REASON_MIN, REVIEW_MESSAGES.reasonRequired)
  .max(REVIEW_REASON_MAX, REVIEW_MESSAGES.reasonTooLong);

/** POST /operator/vendors/{id}/decision; the reason and sections each decision needs are checked by checkDecision. */
export const reviewDecisionRequestSchema = z
  .object({
    decision: reviewDecisionSchema,
    reason: z.string().max(REVIEW_REASON_MAX).nullable().optional(),
    sections: z.array(reviewSectionSchema).max(REVIEW_SECTIONS.length).optional(),
  })
  .strict();
export type ReviewDecisionRequest = z.input<typeof reviewDecisionRequestSchema>;

/** Pausing a vendor or hiding an offering: the reason the vendor reads. */
export const holdRequestSchema = z.object({ reason: reasonSchema }).strict();
export const revealedNumberSchema = z.object({ number: z.string() });
export const hiddenOfferingSchema = z.object({ id: z.string(), hiddenReason: z.string().nullable() });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: auditActionSchema,
  vendorId: z.string().nullable(),
  /** The vendor's business name as it is now; null when the entry names no vendor, or its vendor is gone. */
  vendorName: z.string().nullable(),
  target: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])),
  clientAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The id of the last entry of the previous page (entries come newest first). */
  before: z
    .string()
    .max(18)
    .regex(/^\d{1,18}$/)
    .optional(),
  action: auditActionSchema.optional(),
  vendorId: idSchema.optional(),
});
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const operatorSchema = z.object({
  id: z.string(),
  fullName: z.string().nullable(),
  phone: z.string(),
  createdAt: z.string(),
  /** When operators disabled the account (it cannot sign in); null while it is active. */
  disabledAt: z.string().nullable(),
});
/** Every operator, and which of them is asking (the console offers no Disable for one's own account). */
export const operatorListSchema = z.object({ operators: z.array(operatorSchema), currentOperatorId: z.string() });
/** POST /operator/operators/{id}/disable and …/enable. */
export const operatorAccountParamsSchema = z.object({ id: idSchema });
export type Operator = z.infer<typeof operatorSchema>;
export const operatorInviteSchema = z
  .object({
    phoneNumber: phoneNumberSchema,
    fullName: z.string().trim().min(1, OPERATOR_MESSAGES.nameRequired).max(OPERATOR_NAME_MAX, OPERATOR_MESSAGES.nameTooLong),
  })
  .strict();
export type OperatorInvite = z.input<typeof operatorInviteSchema>;

/** The last 30 days, one row a day (India's calendar), oldest first. */
export const overviewSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      bookings: z.number().int(),
      leads: z.number().int(),
      consumers: z.number().int(),
      vendors: z.number().int(),
      waitlist: z.number().int(),
    }),
  ),
  waitingForReview: z.number().int(),
});
export type Overview = z.infer<typeof overviewSchema>;

const isoDay = z
  .string()
  .max(10)
  .refine((value) => isIsoDate(value), "Please give the date as YYYY-MM-DD")
  .optional();
export const oversightQuerySchema = z.object({
  vendorId: idSchema.optional(),
  status: z.string().trim().min(1).max(40).optional(),
  from: isoDay,
  to: isoDay,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type OversightQuery = z.output<typeof oversightQuerySchema>;
/** What an export holds: the list's filters without its page. */
export const bookingExportQuerySchema = oversightQuerySchema.omit({ limit: true, offset: true });
/** Leads have no status. */
export const leadsQuerySchema = oversightQuerySchema.omit({ status: true });
export const leadExportQuerySchema = leadsQuerySchema.omit({ limit: true, offset: true });

/**
 * A file of personal data (a KYC document, a CSV export) opens through a link that a POST makes and writes to the audit
 * log: its address with a token bound to the operator, the file and its filters, valid for a minute. The GET that
 * serves it changes nothing (docs/decisions/0020, amended 2026-11-28).
 */
export const operatorLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type OperatorLink = z.infer<typeof operatorLinkSchema>;
const linkToken = { token: z.string().max(200).optional() };
/** The query of a file's GET: the link's token (checked by the route, 403 when missing, wrong or expired). */
export const linkTokenQuerySchema = z.object(linkToken);
/** POST /operator/bookings/export-link and /operator/leads/export-link: the export's filters, as the list takes them. */
export const bookingExportLinkRequestSchema = bookingExportQuerySchema.strict();
export const leadExportLinkRequestSchema = leadExportQuerySchema.strict();
export type BookingExportFilter = z.input<typeof bookingExportLinkRequestSchema>;
export type LeadExportFilter = z.input<typeof leadExportLinkRequestSchema>;
/** GET …/export: the filters the link was made for, and its token. */
export const bookingExportFileQuerySchema = bookingExportQuerySchema.extend(linkToken);
export const leadExportFileQuerySchema = leadExportQuerySchema.extend(linkToken);

export const operatorBookingSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  offeringId: z.string(),
  offeringName: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  status: z.string(),
  bookingData: z.record(z.string(), z.string()),
  /** The event's date (YYYY-MM-DD) and locality, where the booking holds them (docs/decisions/0034). */
  eventDate: z.string().nullable(),
  locality: z.string().nullable(),
});
export const operatorBookingPageSchema = z.object({ bookings: z.array(operatorBookingSchema), totalCount: z.number().int() });
export type OperatorBooking = z.infer<typeof operatorBookingSchema>;

export const operatorLeadSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  offeringId: z.string(),
  offeringName: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  consumerName: z.string().nullable(),
});
export const operatorLeadPageSchema = z.object({ leads: z.array(operatorLeadSchema), totalCount: z.number().int() });
export type OperatorLead = z.infer<typeof operatorLeadSchema>;

export const WAITLISTS = ["consumers", "vendors"] as const;
export const waitlistParamsSchema = z.object({ list: z.enum(WAITLISTS) });
export const operatorWaitlistSchema = z.object({
  /** Column names, then one row of text per entry, newest first. */
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type OperatorWaitlist = z.infer<typeof operatorWaitlistSchema>;

/**
 * GET /operator/vendor-changes: vendors' edits across the marketplace, newest first (docs/decisions/0032): what operators
 * read to see what approved vendors changed live, new offerings first among them.
 */
export const vendorChangesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The id of the last entry of the previous page. */
  before: z
    .string()
    .max(18)
    .regex(/^\d{1,18}$/)
    .optional(),
  vendorId: idSchema.optional(),
  kind: vendorChangeKindSchema.optional(),
});
export const vendorChangePageSchema = z.object({ changes: z.array(vendorChangeSchema), nextBefore: z.string().nullable() });
export type VendorChangePage = z.infer<typeof vendorChangePageSchema>;
