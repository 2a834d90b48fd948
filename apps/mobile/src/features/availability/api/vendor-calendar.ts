import { dataOrThrow, thrownMessage } from "@utsav/api-client/shopper";
import { validated, validating } from "@utsav/api-client/shopper-validate";
import { blockDates, getVendorCalendar, unblockDates } from "@utsav/api-client/vendor-app";
import { vendorResponseSchemas } from "@utsav/api-client/vendor-app-validate";
import { AVAILABILITY_COPY } from "@utsav/domain/shopper";
import { daysInMonth, firstDayOf } from "@utsav/domain/vendor-app";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { BlockRequest, VendorCalendar } from "@utsav/domain";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

// The vendor's calendar (docs/decisions/0056, 0071): a month of its days and its blocked ranges, read as the web's
// Calendar page reads them (from the month's first day, for its days), and its blocks made and taken away. Under the
// "vendor" key; never kept on the phone for offline use.

const getChecked = validating(getVendorCalendar, vendorResponseSchemas.getVendorCalendar);

/** Every month read: a block or an unblock changes them all. */
export const vendorCalendarRoot = ["vendor", "calendar"] as const;
export const vendorCalendarKey = (month: string) => [...vendorCalendarRoot, month] as const;

/** GET /api/vendor/availability?from=<the month's first day>&days=<its days>: the month the screen shows. */
export function useVendorCalendar(month: string) {
  const api = useApi();
  return useQuery({
    queryKey: vendorCalendarKey(month),
    queryFn: ({ signal }) =>
      dataOrThrow(getChecked(api.transport, { from: firstDayOf(month), days: daysInMonth(month) }, { signal }), AVAILABILITY_COPY.failed),
    // Bookings fill days while the vendor works: asked again each time the screen opens.
    staleTime: 0,
  });
}

/** An act done (the API answers the calendar from today, so the screen reads its month again), or the refusal in the API's words. */
export type CalendarChanged = { ok: true } | { ok: false; message: string };

async function changed(call: () => Promise<EnvelopeResult<VendorCalendar>>): Promise<CalendarChanged> {
  try {
    const result = validated(await call(), vendorResponseSchemas.blockDates);
    return result.ok ? { ok: true } : { ok: false, message: result.errorMessage ?? AVAILABILITY_COPY.failed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, AVAILABILITY_COPY.failed) };
  }
}

/** POST /api/vendor/availability/blocks: one day, or a range, with the note if one was written (as the web sends it). */
export function blockVendorDates(api: Api, { startsOn, endsOn, note }: { startsOn: string; endsOn: string; note: string }) {
  const body: BlockRequest = { startsOn, ...(endsOn ? { endsOn } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
  return changed(() => blockDates(api.transport, body));
}

/** DELETE /api/vendor/availability/blocks/{id}: one of the vendor's blocked ranges (404 once gone). */
export const unblockVendorDates = (api: Api, id: string) => changed(() => unblockDates(api.transport, id));
