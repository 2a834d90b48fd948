import { checkDocumentInfo, isExpired, isIsoDate, KYC_DOCUMENT_RULES, KYC_MESSAGES, validDocumentNumber } from "@utsav/domain/client";
import type { KycDocumentType } from "@utsav/domain";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";

/** What a document form says is wrong, by field. */
export type DocumentErrors = Partial<Record<"documentNumber" | "expiryDate" | "file", string>>;

/** What may change of an uploaded document without uploading it again (the body of POST /kyc/documents/{id}). */
export type KycDocumentChange = {
  documentNumber?: string;
  expiryDate?: string;
};

/** The upload form's values: the number as typed, the expiry date (empty when the type has none), the chosen file. */
export interface UploadValues {
  documentNumber: string;
  expiryDate: string;
  file: FileList | null;
}

/** The "Edit details" form's values: a new number (empty keeps the stored one) and the expiry date. */
export interface DetailsValues {
  documentNumber: string;
  expiryDate: string;
}

/**
 * Checks a new document's number and expiry date with the API's own rules (rules/kyc.ts), so a mistake shows at
 * the field before the file is sent. The number is sent normalised (upper case, no spaces).
 */
export function checkNewDocument(
  type: KycDocumentType,
  documentNumber: string,
  expiryDate: string,
  today?: string,
): { ok: true; documentNumber: string; expiryDate: string | null } | { ok: false; errors: DocumentErrors } {
  const checked = checkDocumentInfo(type, documentNumber, expiryDate, today);
  if (checked.ok) return { ok: true, documentNumber: checked.number, expiryDate: checked.expiryDate };
  const field = checked.message === KYC_DOCUMENT_RULES[type].invalidMessage ? "documentNumber" : "expiryDate";
  return { ok: false, errors: { [field]: checked.message } };
}

/**
 * The body of POST /kyc/documents/{id} for "Edit details": a new number when one is typed (the stored one is
 * masked, so an empty field keeps it), and the expiry date when the type has one and it changed. `null` when
 * nothing changed.
 */
export function documentChange(
  type: KycDocumentType,
  documentNumber: string,
  expiryDate: string,
  currentExpiry: string | null,
  today?: string,
): { ok: true; change: KycDocumentChange | null } | { ok: false; errors: DocumentErrors } {
  const rule = KYC_DOCUMENT_RULES[type];
  const errors: DocumentErrors = {};
  const change: KycDocumentChange = {};
  if (documentNumber.trim()) {
    const number = validDocumentNumber(type, documentNumber);
    if (number) change.documentNumber = number;
    else errors.documentNumber = rule.invalidMessage;
  }
  const expiry = expiryDate.trim();
  if (rule.hasExpiry && expiry !== (currentExpiry ?? "")) {
    if (!expiry) errors.expiryDate = KYC_MESSAGES.expiryRequired(rule.label);
    else if (!isIsoDate(expiry)) errors.expiryDate = KYC_MESSAGES.expiryInvalid;
    else if (isExpired(expiry, today)) errors.expiryDate = KYC_MESSAGES.expired;
    else change.expiryDate = expiry;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, change: Object.keys(change).length > 0 ? change : null };
}

/** The upload form's check (the form helper's rule): the number and expiry date as the API checks them, and a file. */
export const uploadCheck =
  (type: KycDocumentType, today?: string): DomainCheck<UploadValues> =>
  ({ documentNumber, expiryDate, file }) => {
    const checked = checkNewDocument(type, documentNumber, expiryDate, today);
    return { ...(checked.ok ? {} : checked.errors), file: file?.[0] ? null : KYC_MESSAGES.fileRequired };
  };

/** The "Edit details" form's check: documentChange's messages, at their fields. */
export const detailsCheck =
  (type: KycDocumentType, currentExpiry: string | null, today?: string): DomainCheck<DetailsValues> =>
  ({ documentNumber, expiryDate }) => {
    const checked = documentChange(type, documentNumber, expiryDate, currentExpiry, today);
    return checked.ok ? {} : checked.errors;
  };
