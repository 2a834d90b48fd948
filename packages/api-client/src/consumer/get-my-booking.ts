import type { ConsumerBookingDetail } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/consumer/bookings/{id}: one booking with its status timeline and the vendor's cancellation terms. */
export function getMyBooking(api: ApiTransport, id: string, { signal }: CallOptions = {}) {
  return send<ConsumerBookingDetail>(api, { method: "GET", path: apiPaths.myBooking(id), signal });
}
