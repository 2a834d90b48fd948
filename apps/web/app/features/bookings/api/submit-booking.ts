import { submitBooking as submitBookingCall } from "@utsav/api-client/bookings/submit-booking";
import { browserApi } from "../../../lib/api-client";

/**
 * POST /api/public/booking (no sign-in). The idempotency key names one booking attempt: a retry of the same values
 * sends the same key, so the server records the booking once however often the button is pressed.
 */
export const submitBooking = (payload: Parameters<typeof submitBookingCall>[1], idempotencyKey: string) =>
  submitBookingCall(browserApi, payload, idempotencyKey);
