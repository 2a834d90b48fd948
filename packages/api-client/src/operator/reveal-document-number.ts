import type { revealedNumberSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/vendors/{id}/kyc/documents/{docId}/reveal: the full number, on record. */
export function revealDocumentNumber(api: ApiTransport, vendorId: string, documentId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof revealedNumberSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.revealNumber(vendorId, documentId),
    signal,
  });
}
