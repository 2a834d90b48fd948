import {
  checkDocumentInfo,
  IDENTITY_MESSAGES,
  KYC_DOCUMENT_RULES,
  KYC_DOCUMENT_TYPES,
  KYC_MESSAGES,
  kycLockedMessage,
} from "@utsav/domain";
import type { KycDocument, KycDocumentInfo, KycDocumentType, KycState } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { KycDocumentRow } from "./kyc-repository.ts";

// A KYC document as the vendor reads it, the checks every change makes, and the contexts its encryption binds
// (docs/decisions/0008): the pure parts of kyc-service.ts.

/** The contexts the vault binds a document's file and number to, so one cannot be decrypted as the other. */
export const fileContext = (id: string) => `kyc-file:${id}`;
export const numberContext = (id: string) => `kyc-number:${id}`;

export function lockedError(state: KycState, approvedDocument = false): HttpError {
  if (approvedDocument) return new HttpError(409, IDENTITY_MESSAGES.approvedDocumentLocked, "DOCUMENT_APPROVED");
  return new HttpError(409, kycLockedMessage(state) ?? KYC_MESSAGES.lockedWhileReviewed, "KYC_LOCKED");
}

export function toDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    type: row.type,
    documentNumber: row.numberHint,
    expiryDate: row.expiryDate,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    downloadUrl: `/api/vendor/kyc/documents/${row.id}/file`,
    pendingReview: row.pendingReview,
  };
}

export const typeOrder = (row: KycDocumentRow) => KYC_DOCUMENT_TYPES.indexOf(row.type);
export const labels = (types: KycDocumentType[]) => types.map((type) => KYC_DOCUMENT_RULES[type].label);

export function checkInfo(info: KycDocumentInfo) {
  const checked = checkDocumentInfo(info.type, info.documentNumber, info.expiryDate);
  if (!checked.ok) throw new HttpError(400, checked.message, "DOCUMENT_INVALID");
  return { type: info.type, number: checked.number, expiryDate: checked.expiryDate };
}
