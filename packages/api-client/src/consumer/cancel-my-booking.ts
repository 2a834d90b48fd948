import type { BookingCancelRequest, ConsumerBookingDetail } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/consumer/bookings/{id}/cancel: cancels a booking that is received or confirmed; 409 after that. */
export function cancelMyBooking(api: ApiTransport, id: string, body: BookingCancelRequest = {}, { signal }: CallOptions = {}) {
  return send<ConsumerBookingDetail>(api, { method: "POST", path: apiPaths.cancelMyBooking(id), body, signal });
}
