import { submitBooking } from "@utsav/api-client";
import { responseSchemas, validated } from "@utsav/api-client/validate";
import { MESSAGES } from "@utsav/domain/client";
import type { Api } from "../../../api/api-provider";

export interface BookingRequest {
  offeringId: string;
  vendorName: string;
  offeringName: string;
  bookingData: Record<string, string>;
}

/**
 * POST /api/public/booking (no sign-in). The idempotency key names one attempt, so pressing Submit again after a
 * lost answer records the booking once. Failures say the server's message, else application §8's.
 */
export async function sendBooking(
  api: Api,
  booking: BookingRequest,
  idempotencyKey: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const result = validated(await submitBooking(api.transport, booking, idempotencyKey), responseSchemas.submitBooking);
    return result.ok ? { ok: true } : { ok: false, message: result.errorMessage ?? MESSAGES.bookingFailed };
  } catch {
    return { ok: false, message: MESSAGES.bookingThrown };
  }
}
