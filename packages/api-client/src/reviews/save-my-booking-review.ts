import type { BookingReview, ReviewRequest } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * PUT /api/consumer/bookings/{id}/review: writes the completed booking's review, or changes it while it may be changed;
 * answers as GET does. 409 before completion, after the window, or once it may no longer change (docs/decisions/0060).
 */
export function saveMyBookingReview(api: ApiTransport, bookingId: string, body: ReviewRequest, { signal }: CallOptions = {}) {
  return send<BookingReview>(api, { method: "PUT", path: apiPaths.myBookingReview(bookingId), body, signal });
}
