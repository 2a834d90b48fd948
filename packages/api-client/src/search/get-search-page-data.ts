import type { searchPageDataSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/search/page-data: the search page's category filter options. */
export function getSearchPageData(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof searchPageDataSchema>>(api, { method: "GET", path: apiPaths.searchPageData(), signal });
}
