import type { OperatorInvite, operatorSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/operators: a new operator's account for a number. */
export function inviteOperator(api: ApiTransport, body: OperatorInvite, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorSchema>>(api, { method: "POST", path: operatorApiPaths.operators(), body, signal });
}
