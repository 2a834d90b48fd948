import type { waitlistJoinedSchema, waitlistUserSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/public/waitlist/join-user (no sign-in): the consumer waitlist, told when the service launches. */
export function joinUserWaitlist(api: ApiTransport, body: z.input<typeof waitlistUserSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof waitlistJoinedSchema>>(api, { method: "POST", path: apiPaths.waitlistUser(), body, signal });
}
