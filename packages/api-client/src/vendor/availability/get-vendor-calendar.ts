import type { VendorCalendar } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/**
 * GET /api/vendor/availability?from&days: the vendor's days from `from` (default today) for `days` days (default 42,
 * at most 62), with its blocks, its daily capacity and its offerings' own, and whether its feed is on.
 */
export function getVendorCalendar(api: ApiTransport, range: { from?: string; days?: number } = {}, { signal }: CallOptions = {}) {
  return send<VendorCalendar>(api, { method: "GET", path: availabilityApiPaths.calendar(range), signal });
}
