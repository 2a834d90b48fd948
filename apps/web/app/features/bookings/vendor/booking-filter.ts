import { isBookingStatus } from "@utsav/domain/client";
import type { BookingStatus } from "@utsav/domain";

/** What the list of bookings is narrowed to. */
export interface BookingFilter {
  status?: BookingStatus;
  q?: string;
}

/**
 * The list's filter, read from the address (the URL is the state: a filtered list can be shared and reloaded). One
 * reader, for the route's loader and the filter form alike; an unknown status reads as all of them.
 */
export function readBookingFilter(params: URLSearchParams): BookingFilter {
  const status = params.get("status") ?? "";
  const q = params.get("q")?.trim() ?? "";
  return { status: isBookingStatus(status) ? status : undefined, q: q || undefined };
}
