import type { BookingProblemRequest, VendorBookingDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/**
 * POST /api/vendor/bookings/{id}/problem: reports a problem with a confirmed booking from its event's day, so it does
 * not complete by itself (docs/decisions/0054); 409 before then, once reported, or on a booking not confirmed.
 */
export function reportVendorBookingProblem(api: ApiTransport, id: string, body: BookingProblemRequest, { signal }: CallOptions = {}) {
  return send<VendorBookingDetail>(api, { method: "POST", path: vendorApiPaths.bookings.problem(id), body, signal });
}
