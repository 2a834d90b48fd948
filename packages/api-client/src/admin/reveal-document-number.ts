import type { revealedNumberSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** POST /api/admin/vendors/{id}/kyc/documents/{docId}/reveal: the full number, on record. */
export function revealDocumentNumber(api: ApiTransport, vendorId: string, documentId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof revealedNumberSchema>>(api, {
    method: "POST",
    path: adminApiPaths.revealNumber(vendorId, documentId),
    signal,
  });
}
