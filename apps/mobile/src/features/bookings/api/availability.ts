import { getOfferingAvailability } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { earliestEventDate, pickerRange } from "@utsav/domain/shopper";
import type { PickerAvailability } from "@utsav/domain/client";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";

// The days the booking form's date row greys out (docs/decisions/0056): the vendor's blocked and full days, a year from
// the first its lead time allows. Read as the form opens and not kept offline: a day fills while the shopper looks.

const availabilityChecked = validating(getOfferingAvailability, responseSchemas.getOfferingAvailability);

/**
 * GET /api/public/offerings/{id}/availability; null until it is read, and when it cannot be: the form then offers
 * every day from the earliest, and the API checks the day with the booking (409 DATE_UNAVAILABLE).
 */
export function useOfferingAvailability(offeringId: string, leadTimeDays: number | null): PickerAvailability | null {
  const api = useApi();
  const range = pickerRange(earliestEventDate(leadTimeDays));
  const query = useQuery({
    queryKey: ["offering-availability", offeringId, range.from],
    queryFn: async ({ signal }) => {
      const result = await availabilityChecked(api.transport, offeringId, range, { signal });
      return result.ok ? result.data : null;
    },
    retry: false,
    staleTime: 60_000,
  });
  return query.data ?? null;
}
