import type { CapacityRequest, VendorCalendar } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/** PUT /api/vendor/availability/capacity: the events the vendor takes on one day (null: no limit); answers the calendar. */
export function setVendorCapacity(api: ApiTransport, body: CapacityRequest, { signal }: CallOptions = {}) {
  return send<VendorCalendar>(api, { method: "PUT", path: availabilityApiPaths.capacity(), body, signal });
}
