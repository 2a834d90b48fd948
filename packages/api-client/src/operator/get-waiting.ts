import type { waitingPageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/waiting: what has waited longer than the threshold for an answer, by vendor, a page at a time. */
export function getWaiting(api: ApiTransport, page: Parameters<typeof operatorApiPaths.waiting>[0] = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof waitingPageSchema>>(api, { method: "GET", path: operatorApiPaths.waiting(page), signal });
}
