import type { waitlistJoinedSchema, waitlistVendorSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/public/waitlist/join-vendor (no sign-in): the vendor waitlist, for a call back. */
export function joinVendorWaitlist(api: ApiTransport, body: z.input<typeof waitlistVendorSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof waitlistJoinedSchema>>(api, { method: "POST", path: apiPaths.waitlistVendor(), body, signal });
}
