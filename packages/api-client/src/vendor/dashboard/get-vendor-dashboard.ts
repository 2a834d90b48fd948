import type { vendorDashboardSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/dashboard: counts, profile and KYC state, the latest bookings and leads. */
export function getVendorDashboard(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof vendorDashboardSchema>>(api, { method: "GET", path: vendorApiPaths.dashboard(), signal });
}
