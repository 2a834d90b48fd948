import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { logoutResponseSchema, UserType } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/auth/{userType}/logout: ends the session (and clears the cookie). */
export function logout(api: ApiTransport, userType: UserType, { signal }: CallOptions = {}) {
  return send<z.output<typeof logoutResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.logout(userType),
    timeoutMs: TIMEOUTS_MS.logout,
    signal,
  });
}
