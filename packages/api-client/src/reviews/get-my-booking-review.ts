import type { BookingReview } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/consumer/bookings/{id}/review: whether the booking may be reviewed now, and the shopper's review (docs/decisions/0060). */
export function getMyBookingReview(api: ApiTransport, bookingId: string, { signal }: CallOptions = {}) {
  return send<BookingReview>(api, { method: "GET", path: apiPaths.myBookingReview(bookingId), signal });
}
