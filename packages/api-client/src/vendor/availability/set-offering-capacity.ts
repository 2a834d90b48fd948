import type { CapacityRequest, VendorCalendar } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/**
 * PUT /api/vendor/availability/offerings/{id}/capacity: an offering's own events a day where it differs from the
 * vendor's (null: the vendor's); 404 for another vendor's offering. Answers the calendar.
 */
export function setOfferingCapacity(api: ApiTransport, offeringId: string, body: CapacityRequest, { signal }: CallOptions = {}) {
  return send<VendorCalendar>(api, { method: "PUT", path: availabilityApiPaths.offeringCapacity(offeringId), body, signal });
}
