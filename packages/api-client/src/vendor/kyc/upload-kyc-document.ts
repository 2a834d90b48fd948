import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { kycDocumentInfoSchema, kycViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { appendFile } from "../../core/upload-file.ts";
import type { UploadFile } from "../../core/upload-file.ts";
import { vendorApiPaths } from "../paths.ts";

/** A document to upload: the file and what it says (one per type; a new one replaces the old). */
export interface NewKycDocument {
  file: UploadFile;
  type: z.input<typeof kycDocumentInfoSchema>["type"];
  documentNumber: string;
  expiryDate: string | null;
}

/** POST /api/vendor/kyc/update (multipart) with one document ("add"): the file and its information in the same order. */
export function uploadKycDocument(
  api: ApiTransport,
  { file, type, documentNumber, expiryDate }: NewKycDocument,
  { signal }: CallOptions = {},
) {
  const info: z.input<typeof kycDocumentInfoSchema> = expiryDate ? { type, documentNumber, expiryDate } : { type, documentNumber };
  const form = new FormData();
  form.append("action", "add");
  form.append("removeDocumentIds", "[]");
  form.append("documentsInfo", JSON.stringify([info]));
  appendFile(form, "documents", file);
  return send<z.output<typeof kycViewSchema>>(api, {
    method: "POST",
    path: vendorApiPaths.kyc.update(),
    body: form,
    timeoutMs: TIMEOUTS_MS.imageUpload,
    signal,
  });
}
