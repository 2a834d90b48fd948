import { dataOrThrow, thrownMessage } from "@utsav/api-client/shopper";
import { getVendorBooking, listVendorBookings, reportVendorBookingProblem, setVendorBookingStatus } from "@utsav/api-client/vendor-app";
import { validated, validating } from "@utsav/api-client/shopper-validate";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { BOOKING_MESSAGES, MESSAGES } from "@utsav/domain/shopper";
import type { BookingStatus, BookingStatusRequest, VendorBookingDetail } from "@utsav/domain";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../../api/api-provider";
import type { Api } from "../../../../api/api-provider";

// The vendor's bookings (docs/decisions/0021, 0071), through the same calls as the web's vendor area. Their keys sit
// under "vendor", apart from the shopper's ("consumer"); none is kept on the phone for offline use.

const listChecked = validating(listVendorBookings, vendorResponseSchemas.listVendorBookings);
const getChecked = validating(getVendorBooking, vendorResponseSchemas.getVendorBooking);

/** What the list is narrowed to, as the address says it (the web's booking-filter.ts). */
export interface VendorBookingFilter {
  status?: BookingStatus;
  q?: string;
}

export const vendorBookingsKey = ["vendor", "bookings"] as const;
export const vendorBookingKey = (id: string) => ["vendor", "booking", id] as const;

/** GET /api/vendor/bookings?status=&q=&cursor=: the first page names what needs an answer first; each page the next. */
export function useVendorBookings(filter: VendorBookingFilter) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: [...vendorBookingsKey, filter.status ?? "", filter.q ?? ""],
    queryFn: ({ pageParam, signal }) =>
      dataOrThrow(
        listChecked(api.transport, { status: filter.status, q: filter.q, cursor: pageParam ?? undefined }, { signal }),
        BOOKING_MESSAGES.bookingsLoadFailed,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // New bookings come in while the vendor is away: asked again each time the screen opens.
    staleTime: 0,
    // Another filter keeps the list (and its filter bar) in place until its own answer comes.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/vendor/bookings/{id}: every field the shopper filled, the history and the answers open now. */
export function useVendorBooking(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: vendorBookingKey(id),
    queryFn: ({ signal }) => dataOrThrow(getChecked(api.transport, id, { signal }), BOOKING_MESSAGES.bookingNotFound),
    staleTime: 0,
  });
}

/** The booking as the vendor's act left it, or the words of the refusal. */
export type VendorBookingChanged = { ok: true; booking: VendorBookingDetail } | { ok: false; message: string };

async function changed(call: () => Promise<Parameters<typeof validated>[0]>): Promise<VendorBookingChanged> {
  try {
    const result = validated(await call(), vendorResponseSchemas.getVendorBooking);
    return result.ok
      ? { ok: true, booking: result.data }
      : { ok: false, message: result.errorMessage ?? BOOKING_MESSAGES.bookingUpdateFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, MESSAGES.networkError) };
  }
}

/**
 * POST /api/vendor/bookings/{id}/status: confirm, decline with the reason, complete, or cancel with an optional reason.
 * The API holds the lifecycle: a change it refuses (409 once the customer cancelled) says its words as they are.
 */
export function answerVendorBooking(api: Api, id: string, request: BookingStatusRequest): Promise<VendorBookingChanged> {
  return changed(() => setVendorBookingStatus(api.transport, id, request));
}

/** POST /api/vendor/bookings/{id}/problem (docs/decisions/0054): what went wrong on the event's day. */
export function reportVendorProblem(api: Api, id: string, note: string): Promise<VendorBookingChanged> {
  return changed(() => reportVendorBookingProblem(api.transport, id, { note: note.trim() }));
}
