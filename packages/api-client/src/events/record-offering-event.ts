import type { offeringEventSchema, recordedSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/public/events: a Buy or Call press (application §7 analytics). Sent with keepalive: Buy opens another
 * tab straight after, and the event still reaches the server.
 */
export function recordOfferingEvent(api: ApiTransport, body: z.input<typeof offeringEventSchema>) {
  return send<z.output<typeof recordedSchema>>(api, { method: "POST", path: apiPaths.events(), body, keepalive: true });
}
