import type { briefResentSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/briefs/{id}/resend: sends an open brief to more vendors that match it, on the record. */
export function resendBrief(api: ApiTransport, briefId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof briefResentSchema>>(api, { method: "POST", path: operatorApiPaths.resendBrief(briefId), signal });
}
