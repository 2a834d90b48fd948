import type { offeringDetailSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/offerings/{slug}: one offering with its vendor, reviews and related offerings (404 when unknown). */
export function getOffering(api: ApiTransport, slug: string, { signal }: CallOptions = {}) {
  return send<{ offering: z.output<typeof offeringDetailSchema> }>(api, { method: "GET", path: apiPaths.offering(slug), signal });
}
