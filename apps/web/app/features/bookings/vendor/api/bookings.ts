import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BOOKING_MESSAGES } from "@utsav/domain/client";
import { getVendorBooking } from "@utsav/api-client/vendor/bookings/get-vendor-booking";
import { listVendorBookings } from "@utsav/api-client/vendor/bookings/list-vendor-bookings";
import { setVendorBookingStatus } from "@utsav/api-client/vendor/bookings/set-vendor-booking-status";
import type { BookingStatus, BookingStatusRequest, VendorBookingDetail } from "@utsav/domain";
import { browserApi } from "../../../../lib/api-client";
import { dashboardQueryKey } from "../../../../shared/lib/vendor-area/query-keys";
import { request } from "../../../../shared/lib/vendor-area/request";

// The vendor's bookings (docs/decisions/0021): pages of the list, a booking's detail, and the vendor's answers.

export interface BookingFilter {
  status?: BookingStatus;
  q?: string;
}

const bookingsKey = ["vendor", "bookings"] as const;
const bookingKey = (id: string) => ["vendor", "booking", id] as const;

export function vendorBookingsQueryOptions(filter: BookingFilter) {
  return infiniteQueryOptions({
    queryKey: [...bookingsKey, filter],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      request(listVendorBookings(browserApi, { ...filter, cursor: pageParam }), BOOKING_MESSAGES.bookingsLoadFailed),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useVendorBookings(filter: BookingFilter) {
  return useInfiniteQuery(vendorBookingsQueryOptions(filter));
}

export function vendorBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: bookingKey(id),
    queryFn: () => request(getVendorBooking(browserApi, id), BOOKING_MESSAGES.bookingsLoadFailed),
  });
}

export function useVendorBooking(id: string) {
  return useQuery(vendorBookingQueryOptions(id));
}

/** POST /api/vendor/bookings/{id}/status: the answer, then the lists and the dashboard read again. */
export function useSetBookingStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingStatusRequest): Promise<VendorBookingDetail> =>
      request(setVendorBookingStatus(browserApi, id, body), BOOKING_MESSAGES.bookingUpdateFailed),
    onSuccess: (booking) => {
      client.setQueryData(bookingKey(id), booking);
      void client.invalidateQueries({ queryKey: bookingsKey });
      void client.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
