import { removeKycDocuments } from "@utsav/api-client/vendor/kyc/remove-kyc-documents";
import { submitKyc } from "@utsav/api-client/vendor/kyc/submit-kyc";
import { updateKycDocument } from "@utsav/api-client/vendor/kyc/update-kyc-document";
import { uploadKycDocument } from "@utsav/api-client/vendor/kyc/upload-kyc-document";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { IDENTITY_MESSAGES, isKycDocumentType, MESSAGES } from "@utsav/domain/client";
import type { KycDocumentType } from "@utsav/domain";
import type { SubmittedForm } from "../../../shared/lib/forms/submitted-form";
import type { KycDocumentChange } from "./document-form";

// The KYC's acts (application §7: POST /kyc/update (multipart), /kyc/documents/remove, /kyc/documents/{id},
// /kyc/submit): each form of the documents page sends one to the KYC route's clientAction, which calls the API from the
// browser; then React Router reads the page (and the layout's profile, with its KYC state) again. A failure answers the
// server's errorMessage, else the call's message of application §8 (also when the server could not be reached).

/** What the documents page's forms send as JSON, named by intent (docs/decisions/0030). */
export type KycAct =
  { intent: "remove"; documentId: string } | ({ intent: "details"; documentId: string } & KycDocumentChange) | { intent: "submit" };

/**
 * "upload" goes as multipart form data: the file under "document", with its "type", "documentNumber" (as checked,
 * normalised) and "expiryDate" (empty when the type has none).
 */
export type KycIntent = KycAct["intent"] | "upload";

/** What an act answers: done (the page is read again), or why it failed. */
export type KycAnswer = { ok: true } | { ok: false; error: string };

/** An approved vendor's approved document (409 DOCUMENT_APPROVED, docs/decisions/0032): replaced by an upload, never changed. */
const refusedByCode = (code: string | null) => (code === "DOCUMENT_APPROVED" ? IDENTITY_MESSAGES.approvedDocumentLocked : null);

async function answered(call: Promise<EnvelopeResult<unknown>>, failed: string): Promise<KycAnswer> {
  try {
    const result = await call;
    return result.ok ? { ok: true } : { ok: false, error: result.errorMessage ?? refusedByCode(result.errorCode) ?? failed };
  } catch {
    return { ok: false, error: failed };
  }
}

type Act = (api: ApiTransport, body: SubmittedForm) => Promise<KycAnswer>;

const ACTS: Record<KycIntent, Act> = {
  upload: async (api, body) => {
    const type = body.text("type");
    const [file] = body.files("document");
    if (!isKycDocumentType(type) || !file) return { ok: false, error: MESSAGES.kycUpdateFailed };
    const document = { file, type, documentNumber: body.text("documentNumber"), expiryDate: body.text("expiryDate") || null };
    return answered(uploadKycDocument(api, document), MESSAGES.kycUpdateFailed);
  },
  remove: (api, body) => answered(removeKycDocuments(api, { documentIds: [body.text("documentId")] }), MESSAGES.kycRemoveFailed),
  details: (api, body) => {
    // Only what was typed: an empty number keeps the stored one (documentChange).
    const change: KycDocumentChange = {};
    if (body.text("documentNumber")) change.documentNumber = body.text("documentNumber");
    if (body.text("expiryDate")) change.expiryDate = body.text("expiryDate");
    return answered(updateKycDocument(api, body.text("documentId"), change), MESSAGES.kycDocumentUpdateFailed);
  },
  submit: (api) => answered(submitKyc(api), MESSAGES.kycSubmitFailed),
};

const isIntent = (value: string): value is KycIntent => Object.hasOwn(ACTS, value);

/** Runs the act a form of the documents page sent; an intent the page does not know is refused. */
export function runKycAct(api: ApiTransport, body: SubmittedForm): Promise<KycAnswer> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, body) : Promise.resolve({ ok: false, error: "Unknown action" });
}

/** The multipart body of "upload": one document, its file and what it says. */
export function uploadForm(document: { file: File; type: KycDocumentType; documentNumber: string; expiryDate: string | null }): FormData {
  const form = new FormData();
  form.append("intent", "upload");
  form.append("type", document.type);
  form.append("documentNumber", document.documentNumber);
  form.append("expiryDate", document.expiryDate ?? "");
  form.append("document", document.file);
  return form;
}
