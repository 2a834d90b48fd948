import {
  cancelMyBooking,
  dataOrThrow,
  getMyBooking,
  listMyBookings,
  reportMyBookingProblem,
  thrownMessage,
} from "@utsav/api-client/shopper";
import { responseSchemas, validated, validating } from "@utsav/api-client/shopper-validate";
import { BOOKING_MESSAGES, MESSAGES } from "@utsav/domain/shopper";
import type { ConsumerBookingDetail } from "@utsav/domain";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

// The consumer's bookings (docs/decisions/0021). Their keys sit under "consumer", so signing out forgets them with
// the profile; they are not kept on the phone for offline use (query-client.ts keeps only the catalogue).

const listChecked = validating(listMyBookings, responseSchemas.listMyBookings);
const getChecked = validating(getMyBooking, responseSchemas.getMyBooking);

export const myBookingsKey = ["consumer", "bookings"] as const;
export const myBookingKey = (id: string) => ["consumer", "booking", id] as const;

/** GET /api/consumer/bookings, newest first, a page at a time: each page names the cursor of the next. */
export function useMyBookings(signedIn: boolean) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: myBookingsKey,
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(listChecked(api.transport, pageParam ?? undefined, { signal }), BOOKING_MESSAGES.bookingsLoadFailed),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Bookings change while the consumer waits for the vendor: asked again each time the screen opens.
    staleTime: 0,
    enabled: signedIn,
  });
}

/** GET /api/consumer/bookings/{id}: the timeline, the details and the vendor's cancellation terms. */
export function useMyBooking(id: string, signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: myBookingKey(id),
    queryFn: ({ signal }) => dataOrThrow(getChecked(api.transport, id, { signal }), BOOKING_MESSAGES.bookingNotFound),
    staleTime: 0,
    enabled: signedIn,
  });
}

/** A booking the shopper changed (cancelled it, reported a problem), or the message of the refusal. */
export type BookingChanged = { ok: true; booking: ConsumerBookingDetail } | { ok: false; message: string };

/**
 * POST /api/consumer/bookings/{id}/cancel with the consumer's reason, if any. A refusal (409 once the booking is
 * final) says the server's message as it is; no answer says the network message.
 */
export async function cancelBooking(api: Api, id: string, reason: string): Promise<BookingChanged> {
  try {
    const body = reason.trim() ? { reason: reason.trim() } : {};
    const result = validated(await cancelMyBooking(api.transport, id, body), responseSchemas.cancelMyBooking);
    return result.ok
      ? { ok: true, booking: result.data }
      : { ok: false, message: result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}

/**
 * POST /api/consumer/bookings/{id}/problem with what went wrong (docs/decisions/0054): the booking as it now is, or
 * the server's refusal (409 before the event's day, or once reported) as it is; no answer says the network message.
 */
export async function reportProblem(api: Api, id: string, note: string): Promise<BookingChanged> {
  try {
    const result = validated(
      await reportMyBookingProblem(api.transport, id, { note: note.trim() }),
      responseSchemas.reportMyBookingProblem,
    );
    return result.ok
      ? { ok: true, booking: result.data }
      : { ok: false, message: result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}
