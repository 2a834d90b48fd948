import { z } from "zod";
import { KYC_DOCUMENT_TYPES, KYC_STATES } from "./constants.ts";
import { UPLOAD } from "../shared/constants.ts";
import { KYC_DOCUMENT_RULES, KYC_NUMBER_MAX_LENGTH } from "./kyc.ts";

// spec: application §3 (KYC document, KYC update), §7 (the /vendor/kyc calls); the rules are in kyc.ts and
// docs/decisions/0008.

export const KYC_UPDATE_ACTIONS = ["add", "remove", "update"] as const;

export const kycDocumentTypeSchema = z.enum(KYC_DOCUMENT_TYPES);
export const kycStateSchema = z.enum(KYC_STATES);
export const kycDocumentIdSchema = z.string().trim().min(1).max(64);
/** A number as typed; its format is checked against the type (checkDocumentInfo), which the schema cannot see. */
export const kycDocumentNumberSchema = z
  .string()
  .trim()
  .min(1, "Please enter the document number")
  .max(KYC_NUMBER_MAX_LENGTH, "The document number is too long");
export const kycExpiryDateSchema = z.string().trim().max(10, "Please enter the expiry date as YYYY-MM-DD").nullable();

export const kycDocumentSchema = z.object({
  id: z.string(),
  type: kycDocumentTypeSchema,
  /** Masked: only the last 4 characters show (an Aadhaar number "XXXX XXXX 1234"). */
  documentNumber: z.string(),
  expiryDate: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  downloadUrl: z.string(),
  /**
   * A document an approved vendor added or replaced: it waits for the operators' review, and the approved one of its type
   * (if any) stays on record until then (docs/decisions/0032). Always sent; optional in the type for older clients.
   */
  pendingReview: z.boolean().optional(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycViewSchema = z.object({
  state: kycStateSchema,
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  documents: z.array(kycDocumentSchema),
  missingTypes: z.array(kycDocumentTypeSchema),
});
export type KycView = z.infer<typeof kycViewSchema>;

export const kycStatusSchema = z.object({
  state: kycStateSchema,
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycDocumentTypeConfigSchema = z.object({
  type: kycDocumentTypeSchema,
  label: z.string(),
  numberLabel: z.string(),
  /** The normalised number's shape (upper case, no spaces or dashes), as a RegExp source. */
  pattern: z.string(),
  example: z.string(),
  hasExpiry: z.boolean(),
  requirement: z.enum(["always", "food", "optional"]),
  help: z.string(),
});
export const kycConfigSchema = z.object({
  documentTypes: z.array(kycDocumentTypeConfigSchema),
  maxFileBytes: z.number().int(),
  acceptedTypes: z.array(z.string()),
});
export type KycConfig = z.infer<typeof kycConfigSchema>;

export const KYC_CONFIG: KycConfig = {
  documentTypes: KYC_DOCUMENT_TYPES.map((type) => {
    const { label, numberLabel, pattern, example, hasExpiry, requirement, help } = KYC_DOCUMENT_RULES[type];
    return { type, label, numberLabel, pattern: pattern.source, example, hasExpiry, requirement, help };
  }),
  maxFileBytes: UPLOAD.maxFileBytes,
  acceptedTypes: [...UPLOAD.acceptedMimeTypes],
};

/** One entry of the multipart field `documentsInfo`, in the order of the files. */
export const kycDocumentInfoSchema = z
  .object({ type: kycDocumentTypeSchema, documentNumber: kycDocumentNumberSchema, expiryDate: kycExpiryDateSchema.optional() })
  .strict();
export type KycDocumentInfo = z.infer<typeof kycDocumentInfoSchema>;

/** The fields of the multipart POST /kyc/update, after `removeDocumentIds` and `documentsInfo` are read as JSON. */
export const kycUpdateFieldsSchema = z.object({
  action: z.enum(KYC_UPDATE_ACTIONS),
  removeDocumentIds: z.array(kycDocumentIdSchema).max(KYC_DOCUMENT_TYPES.length).default([]),
  documentsInfo: z.array(kycDocumentInfoSchema).max(KYC_DOCUMENT_TYPES.length).default([]),
});
export type KycUpdateFields = z.infer<typeof kycUpdateFieldsSchema>;

export const kycRemoveSchema = z.object({ documentIds: z.array(kycDocumentIdSchema).min(1).max(KYC_DOCUMENT_TYPES.length) }).strict();
export const kycDocumentParamsSchema = z.object({ id: kycDocumentIdSchema });
export const kycDocumentUpdateSchema = z
  .object({ documentNumber: kycDocumentNumberSchema.optional(), expiryDate: kycExpiryDateSchema.optional() })
  .strict()
  .refine((body) => body.documentNumber !== undefined || body.expiryDate !== undefined, "Send the documentNumber, the expiryDate or both");
