import type { operatorSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/operators/{id}/enable: a disabled operator can sign in again (on the record). */
export function enableOperator(api: ApiTransport, operatorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorSchema>>(api, { method: "POST", path: operatorApiPaths.enableOperator(operatorId), signal });
}
