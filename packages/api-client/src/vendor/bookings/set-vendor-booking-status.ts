import type { BookingStatusRequest, VendorBookingDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** POST /api/vendor/bookings/{id}/status: confirm, decline (with a reason), complete or cancel; 409 when not allowed. */
export function setVendorBookingStatus(api: ApiTransport, id: string, body: BookingStatusRequest, { signal }: CallOptions = {}) {
  return send<VendorBookingDetail>(api, { method: "POST", path: vendorApiPaths.bookings.status(id), body, signal });
}
