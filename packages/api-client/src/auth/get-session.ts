import type { sessionStateSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/auth/session: who the session belongs to (signed out when there is none). */
export function getSession(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof sessionStateSchema>>(api, { method: "GET", path: apiPaths.session(), signal });
}
