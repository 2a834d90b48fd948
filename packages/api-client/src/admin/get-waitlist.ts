import type { adminWaitlistSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** GET /api/admin/waitlists/{list}: the shoppers' or vendors' waitlist. */
export function getWaitlist(api: ApiTransport, list: "shoppers" | "vendors", { signal }: CallOptions = {}) {
  return send<z.output<typeof adminWaitlistSchema>>(api, { method: "GET", path: adminApiPaths.waitlist(list), signal });
}
