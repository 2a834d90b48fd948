import type { collectionSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/collections/{slug}: a page of a collection (the API's default page without limit and offset). */
export function getCollection(
  api: ApiTransport,
  slug: string,
  page: { limit?: number; offset?: number } = {},
  { signal }: CallOptions = {},
) {
  return send<z.output<typeof collectionSchema>>(api, { method: "GET", path: apiPaths.collection(slug, page), signal });
}
