import type { storeListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/public/stores: every vendor's store with an offering on sale (the sitemap; docs/decisions/0059). */
export function listStores(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof storeListSchema>>(api, { method: "GET", path: apiPaths.stores(), signal });
}
