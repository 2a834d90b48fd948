import type { kycRemoveSchema, kycViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/kyc/documents/remove: answers with the KYC view. */
export function removeKycDocuments(api: ApiTransport, body: z.input<typeof kycRemoveSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof kycViewSchema>>(api, { method: "POST", path: vendorApiPaths.kyc.remove(), body, signal });
}
