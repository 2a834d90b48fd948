import type { operatorSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/operators/{id}/disable: the operator's sessions end at once and they cannot sign in (on the record). */
export function disableOperator(api: ApiTransport, operatorId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorSchema>>(api, { method: "POST", path: operatorApiPaths.disableOperator(operatorId), signal });
}
