import type { vendorProfileSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/profile/submit: draft → submitted, once no required section is missing. */
export function submitVendorProfile(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorProfileSchema>>(api, { method: "POST", path: vendorApiPaths.submitProfile(), body: {}, signal });
}
