import type { outboxSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/dev/outbox (local runs only, 404 elsewhere): what the local SMS and e-mail providers kept, newest first. */
export function getLocalOutbox(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof outboxSchema>>(api, { method: "GET", path: apiPaths.localOutbox(), signal });
}
