import type { vendorProfileSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/profile: the business, its sections, what is missing and the KYC state (409 before onboarding). */
export function getVendorProfile(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorProfileSchema>>(api, { method: "GET", path: vendorApiPaths.profile(), signal });
}
