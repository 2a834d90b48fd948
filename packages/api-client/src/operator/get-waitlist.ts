import type { operatorWaitlistSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/waitlists/{list}: the consumers' or vendors' waitlist. */
export function getWaitlist(api: ApiTransport, list: "consumers" | "vendors", { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorWaitlistSchema>>(api, { method: "GET", path: operatorApiPaths.waitlist(list), signal });
}
