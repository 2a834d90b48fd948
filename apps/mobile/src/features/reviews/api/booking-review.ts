import { dataOrThrow, getMyBookingReview, saveMyBookingReview, thrownMessage, uploadReviewPhoto } from "@utsav/api-client/shopper";
import type { UploadFile } from "@utsav/api-client";
import { responseSchemas, validated, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/shopper";
import type { BookingReview, ReviewRequest } from "@utsav/domain";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

// A completed booking's review (docs/decisions/0060). Under the "consumer" key, so signing out forgets it with the
// bookings; never kept on the phone for offline use.

const getChecked = validating(getMyBookingReview, responseSchemas.getMyBookingReview);

export const bookingReviewKey = (bookingId: string) => ["consumer", "booking", bookingId, "review"] as const;

/** GET /api/consumer/bookings/{id}/review: whether the booking may be reviewed now, and the shopper's review. */
export function useBookingReview(bookingId: string, signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: bookingReviewKey(bookingId),
    queryFn: ({ signal }) => dataOrThrow(getChecked(api.transport, bookingId, { signal }), SHOPPER_REVIEW_MESSAGES.bookingNotFound),
    // The window closes, and the vendor's answer ends editing: asked again each time the screen opens.
    staleTime: 0,
    enabled: signedIn,
  });
}

export type ReviewSaved = { ok: true; review: BookingReview } | { ok: false; message: string };

/**
 * PUT /api/consumer/bookings/{id}/review: the booking's review as it now is, or the server's refusal (409 once the window
 * or the editing time closed, 400 for text with contact details) in its own words; no answer says the network message.
 */
export async function saveReview(api: Api, bookingId: string, body: ReviewRequest): Promise<ReviewSaved> {
  try {
    const result = validated(await saveMyBookingReview(api.transport, bookingId, body), responseSchemas.saveMyBookingReview);
    return result.ok ? { ok: true, review: result.data } : { ok: false, message: result.errorMessage ?? MESSAGES.internalError };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}

export type PhotoUploaded = { ok: true; url: string } | { ok: false; message: string };

/** POST /api/upload (review_photo): the photo's address, which the review's photos name, or why it was refused. */
export async function uploadPhoto(api: Api, file: UploadFile): Promise<PhotoUploaded> {
  try {
    const result = validated(await uploadReviewPhoto(api.transport, file), responseSchemas.uploadReviewPhoto);
    return result.ok ? { ok: true, url: result.data.profileImage } : { ok: false, message: result.errorMessage ?? MESSAGES.internalError };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}
