import type { operatorLinkSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/vendors/{id}/kyc/documents/{docId}/link: the opening, on record, and the link that shows it for a minute. */
export function makeDocumentLink(api: ApiTransport, vendorId: string, documentId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorLinkSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.documentLink(vendorId, documentId),
    signal,
  });
}
