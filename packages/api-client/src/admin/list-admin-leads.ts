import type { adminLeadPageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";
import type { ActivityFilter } from "./paths.ts";

/** GET /api/admin/leads: call leads across vendors, filtered. */
export function listAdminLeads(api: ApiTransport, filter: ActivityFilter = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminLeadPageSchema>>(api, { method: "GET", path: adminApiPaths.leads(filter), signal });
}
