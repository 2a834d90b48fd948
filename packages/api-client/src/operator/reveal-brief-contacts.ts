import type { waitingContactsSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/briefs/{id}/vendors/{vendorId}/contacts: the customer's and that vendor's numbers, on the record. */
export function revealBriefContacts(api: ApiTransport, briefId: string, vendorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof waitingContactsSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.briefContacts(briefId, vendorId),
    signal,
  });
}
