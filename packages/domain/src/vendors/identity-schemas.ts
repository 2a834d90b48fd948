import { z } from "zod";
import { categorySchema } from "../catalogue/schemas.ts";
import { KYC_DOCUMENT_TYPES } from "./constants.ts";
import { IDENTITY_CHANGE_STATES, IDENTITY_FIELDS } from "./identity.ts";
import { VENDOR_CHANGE_KINDS } from "./change-labels.ts";
import { REVIEW_MESSAGES, REVIEW_REASON_MAX, REVIEW_REASON_MIN } from "../operations/review.ts";

// An approved vendor's identity changes and its change history (docs/decisions/0032), as the vendor's profile and the
// operators' console read them.

export const identityChangeStateSchema = z.enum(IDENTITY_CHANGE_STATES);
export const identityFieldSchema = z.enum(IDENTITY_FIELDS);
export const vendorChangeKindSchema = z.enum(VENDOR_CHANGE_KINDS);

export const vendorIdentitySchema = z.object({ businessName: z.string(), categories: z.array(categorySchema) });

/**
 * The vendor's latest change of identity (GET /api/vendor/profile, `identityReview`): what waits for the operators, or
 * what they decided, with the sentence the vendor reads. Null until an approved vendor first changes its identity.
 */
export const vendorIdentityReviewSchema = z.object({
  id: z.string(),
  state: identityChangeStateSchema,
  /** What shoppers see until operators approve. */
  approved: vendorIdentitySchema,
  /** Only what the vendor asked to change: null where it asked for nothing. */
  requested: z.object({
    businessName: z.string().nullable(),
    categories: z.array(categorySchema).nullable(),
    documentTypes: z.array(z.enum(KYC_DOCUMENT_TYPES)),
  }),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why operators did not approve it. */
  reason: z.string().nullable(),
  /** What the vendor reads (identityChangeMessage); null for a withdrawn change. */
  message: z.string().nullable(),
});
export type VendorIdentityReview = z.infer<typeof vendorIdentityReviewSchema>;

/** A replaced or added document of an approved vendor: the approved one (null when it had none) and the new one. */
export const identityDocumentChangeSchema = z.object({
  type: z.enum(KYC_DOCUMENT_TYPES),
  /** The id of the approved document, in the detail's `documents`; null for a new type. */
  beforeDocumentId: z.string().nullable(),
  afterDocumentId: z.string(),
});

/** An identity change waiting for the operators, side by side (GET /api/operator/vendors/{id}, `identityChange`). */
export const operatorIdentityChangeSchema = z.object({
  id: z.string(),
  requestedAt: z.string(),
  /** What changes: the business name, the categories, the documents. */
  fields: z.array(identityFieldSchema),
  /** The approved identity, which the storefront shows. */
  before: vendorIdentitySchema,
  /** The identity once approved. */
  after: vendorIdentitySchema,
  documents: z.array(identityDocumentChangeSchema),
});
export type OperatorIdentityChange = z.infer<typeof operatorIdentityChangeSchema>;

/** The values of a change's fields: text, numbers, flags, lists and objects as the vendor saved them. */
const changeValuesSchema = z.record(z.string(), z.unknown());

/** One entry of a vendor's change history: who changed what, from what, to what, when and from where. */
export const vendorChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  vendorId: z.string(),
  kind: vendorChangeKindSchema,
  /** The offering or document changed, when the change is about one. */
  target: z.string().nullable(),
  /** Every field that changed; `before` and `after` hold those whose values are short enough to keep. */
  fields: z.array(z.string()),
  before: changeValuesSchema,
  after: changeValuesSchema,
  clientAddress: z.string().nullable(),
});
export type VendorChange = z.infer<typeof vendorChangeSchema>;

/** POST /operator/vendors/{id}/identity-change/reject: the reason the vendor reads. */
export const identityRejectionSchema = z
  .object({
    reason: z.string().trim().min(REVIEW_REASON_MIN, REVIEW_MESSAGES.reasonRequired).max(REVIEW_REASON_MAX, REVIEW_MESSAGES.reasonTooLong),
  })
  .strict();
export type IdentityRejection = z.input<typeof identityRejectionSchema>;
