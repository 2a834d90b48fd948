import type { suggestionRequestSchema, suggestionsSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/search/suggestions: Top Offerings, Categories and Occasions for a query, in the server's order. */
export function getSuggestions(api: ApiTransport, body: z.input<typeof suggestionRequestSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof suggestionsSchema>>(api, { method: "POST", path: apiPaths.suggestions(), body, signal });
}
