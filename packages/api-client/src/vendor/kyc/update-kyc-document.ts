import type { kycDocumentUpdateSchema, kycViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/kyc/documents/{id}: a corrected number or expiry date, without uploading again; answers with the KYC view. */
export function updateKycDocument(
  api: ApiTransport,
  id: string,
  body: z.input<typeof kycDocumentUpdateSchema>,
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof kycViewSchema>>(api, { method: "POST", path: vendorApiPaths.kyc.document(id), body, signal });
}
