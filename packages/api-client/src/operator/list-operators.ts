import type { operatorListSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/operators: every operator's account. */
export function listOperators(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorListSchema>>(api, { method: "GET", path: operatorApiPaths.operators(), signal });
}
