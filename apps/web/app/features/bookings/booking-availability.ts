import { useEffect, useState } from "react";
import { getOfferingAvailability } from "@utsav/api-client/catalogue/get-offering-availability";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { availabilityMessageFor, earliestEventDate, pickerRange } from "@utsav/domain/client";
import type { DayUnavailable, PickerAvailability } from "@utsav/domain/client";
import { browserApi } from "../../lib/api-client";
import type { BookingLink } from "../../shared/lib/booking-link";

// The days the booking form's date picker greys out (docs/decisions/0056): the vendor's blocked and full days, a year
// from the first its lead time allows. The /booking page's loader reads them on the server; the offering page's dialog
// reads them in the browser as it opens (its page is cached and takes no per-visit reads). Without them the form still
// works: the API checks the day with the booking and answers 409 DATE_UNAVAILABLE.

/** The offering's unavailable days from `earliest`; null when they cannot be read. */
export async function readBookingAvailability(
  api: ApiTransport,
  offeringId: string,
  earliest: string,
  signal?: AbortSignal,
): Promise<PickerAvailability | null> {
  try {
    const result = await getOfferingAvailability(api, offeringId, pickerRange(earliest), { signal });
    return result.ok ? result.data : null;
  } catch {
    return null;
  }
}

/** The days the form knows, with those the API refused since: the picker greys them out too. */
export function withRefused(
  availability: PickerAvailability | null,
  refused: readonly { date: string; reason: DayUnavailable }[],
): PickerAvailability | null {
  if (refused.length === 0 || !availability) return availability;
  return { ...availability, unavailable: [...availability.unavailable, ...refused] };
}

/** Why the API refused a day, read from its message (dayFull or dayBlocked). */
export const refusedReason = (date: string, message: string): DayUnavailable =>
  message === availabilityMessageFor.dayFull(date) ? "full" : "blocked";

/**
 * The availability the page's loader read (undefined: not read, as in the offering page's dialog, which reads it here
 * once); only for a link that asks the event date.
 */
export function useBookingAvailability(booking: BookingLink, given: PickerAvailability | null | undefined) {
  const [read, setRead] = useState<PickerAvailability | null>(given ?? null);
  const asks = booking.leadTimeDays !== undefined;
  const { offeringId, leadTimeDays } = booking;
  useEffect(() => {
    if (given !== undefined || !asks) return;
    const controller = new AbortController();
    void readBookingAvailability(browserApi, offeringId, earliestEventDate(leadTimeDays ?? null), controller.signal).then((found) => {
      if (!controller.signal.aborted) setRead(found);
    });
    return () => controller.abort();
  }, [given, asks, offeringId, leadTimeDays]);
  return read;
}
