import type { pushTokenRemovedSchema, PushTokenRemoval } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** DELETE /api/push-tokens: forgets this phone's Expo push token, before signing out (docs/decisions/0070). */
export function forgetPushToken(api: ApiTransport, body: PushTokenRemoval, { signal }: CallOptions = {}) {
  return send<z.output<typeof pushTokenRemovedSchema>>(api, { method: "DELETE", path: apiPaths.pushTokens(), body, signal });
}
