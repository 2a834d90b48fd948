import type { offeringListQuerySchema, offeringListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/offerings: one page of live offerings (by category and sub-category), with totalCount and hasMore. */
export function listOfferings(
  api: ApiTransport,
  list: Partial<z.output<typeof offeringListQuerySchema>> = {},
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof offeringListSchema>>(api, { method: "GET", path: apiPaths.offerings(list), signal });
}
