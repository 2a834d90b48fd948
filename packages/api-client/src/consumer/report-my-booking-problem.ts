import type { BookingProblemRequest, ConsumerBookingDetail } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/consumer/bookings/{id}/problem: reports a problem with a confirmed booking from its event's day, so it does
 * not complete by itself (docs/decisions/0054); 409 before then, once reported, or on a booking not confirmed.
 */
export function reportMyBookingProblem(api: ApiTransport, id: string, body: BookingProblemRequest, { signal }: CallOptions = {}) {
  return send<ConsumerBookingDetail>(api, { method: "POST", path: apiPaths.myBookingProblem(id), body, signal });
}
