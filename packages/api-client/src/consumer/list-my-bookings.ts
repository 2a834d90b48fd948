import type { ConsumerBookingList } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/consumer/bookings?cursor=: the consumer's bookings, newest first, 20 a page. */
export function listMyBookings(api: ApiTransport, cursor?: string, { signal }: CallOptions = {}) {
  return send<ConsumerBookingList>(api, { method: "GET", path: apiPaths.myBookings(cursor), signal });
}
