import type { operatorListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";

/** GET /api/admin/operators: every operator's account. */
export function listOperators(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorListSchema>>(api, { method: "GET", path: adminApiPaths.operators(), signal });
}
