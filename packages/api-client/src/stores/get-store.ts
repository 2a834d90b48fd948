import type { storeSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/public/stores/{slug}: a vendor's public page (404 unless it has an offering on sale; docs/decisions/0059). */
export function getStore(api: ApiTransport, slug: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof storeSchema>>(api, { method: "GET", path: apiPaths.store(slug), signal });
}
