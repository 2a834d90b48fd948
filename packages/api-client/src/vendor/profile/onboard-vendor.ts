import type { vendorOnboardSchema, vendorProfileSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/profile/onboard: creates the business (409 when onboarded already or the name is taken). */
export function onboardVendor(api: ApiTransport, body: z.input<typeof vendorOnboardSchema>, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorProfileSchema>>(api, { method: "POST", path: vendorApiPaths.onboard(), body, signal });
}
