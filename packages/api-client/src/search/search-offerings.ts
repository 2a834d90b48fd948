import type { searchRequestSchema, searchResultSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/search: one page of results with the facets and sort options. */
export function searchOfferings(api: ApiTransport, body: z.input<typeof searchRequestSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof searchResultSchema>>(api, { method: "POST", path: apiPaths.search(), body, signal });
}
