import type { operatorLeadPageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";
import type { ActivityFilter } from "./paths.ts";

/** GET /api/operator/leads: call leads across vendors, filtered. */
export function listOperatorLeads(api: ApiTransport, filter: ActivityFilter = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorLeadPageSchema>>(api, { method: "GET", path: operatorApiPaths.leads(filter), signal });
}
