import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { logoutEverywhereResponseSchema, UserType } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/auth/{userType}/logout-everywhere: ends every session of the signed-in user, on every device. */
export function logoutEverywhere(api: ApiTransport, userType: UserType, { signal }: CallOptions = {}) {
  return send<z.output<typeof logoutEverywhereResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.logoutEverywhere(userType),
    timeoutMs: TIMEOUTS_MS.logout,
    signal,
  });
}
