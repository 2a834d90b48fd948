import type { pushTokenRegisteredSchema, PushTokenRegistration } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * PUT /api/push-tokens: registers this phone's Expo push token for the signed-in shopper or vendor, or sees it again
 * (docs/decisions/0070); 401 signed out.
 */
export function registerPushToken(api: ApiTransport, body: PushTokenRegistration, { signal }: CallOptions = {}) {
  return send<z.output<typeof pushTokenRegisteredSchema>>(api, { method: "PUT", path: apiPaths.pushTokens(), body, signal });
}
