import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { callLeadRequestSchema, callLeadResponseSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/consumer/call-lead (signed-in consumer): records the lead and answers with the vendor's number. */
export function createCallLead(api: ApiTransport, body: z.input<typeof callLeadRequestSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof callLeadResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.callLead(),
    body,
    timeoutMs: TIMEOUTS_MS.consumerProfile,
    signal,
  });
}
