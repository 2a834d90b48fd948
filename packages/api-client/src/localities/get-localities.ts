import type { localitySuggestionsSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { localityPaths } from "./paths.ts";

/** GET /api/localities?q=: Bengaluru localities matching a name or the start of a pincode. */
export function getLocalities(api: ApiTransport, q: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof localitySuggestionsSchema>>(api, { method: "GET", path: localityPaths.localities(q), signal });
}
