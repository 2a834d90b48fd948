import type { hiddenOfferingSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/offerings/{id}/hide: takes an offering off the storefront, with the reason its vendor reads. */
export function hideOffering(api: ApiTransport, offeringId: string, reason: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof hiddenOfferingSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.hideOffering(offeringId),
    body: { reason },
    signal,
  });
}
