import type { hiddenOfferingSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/offerings/{id}/restore: shows a hidden offering again. */
export function restoreOffering(api: ApiTransport, offeringId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof hiddenOfferingSchema>>(api, { method: "POST", path: operatorApiPaths.restoreOffering(offeringId), signal });
}
