import { getServiceability } from "@utsav/api-client/shopper";
import type { ApiTransport } from "@utsav/api-client";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { TERMS_MESSAGES } from "@utsav/domain/shopper";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useApi } from "./api-provider";

// Whether the vendor serves the locality the shopper chose, asked as it is chosen (docs/decisions/0064), in the API's
// words: "Serves BTM Layout", or "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout". The web's
// form asks the same call before it sends (apps/web/app/features/bookings/booking-terms-fields.tsx).

const serviceabilityChecked = validating(getServiceability, responseSchemas.getServiceability);

/** The answer for one locality: served or not, with the line to show (the API's refusal of a place it cannot find). */
export type LocalityCheck = { serves: boolean; line: string };

const key = (offeringId: string, locality: string) => ["serviceability", offeringId, locality] as const;

async function askServiceability(transport: ApiTransport, offeringId: string, locality: string, signal?: AbortSignal) {
  // An unreachable server throws: the form says nothing then, and the server checks the locality with the booking.
  const answer = await serviceabilityChecked(transport, offeringId, locality, { signal });
  if (answer.ok) return { serves: answer.data.serves, line: answer.data.line };
  // 400: a place that is not among Bengaluru's localities, refused in the API's words. Anything else says nothing of
  // the place (the server checks it with the booking).
  if (answer.status !== 400) throw new Error(answer.errorMessage ?? `serviceability ${answer.status}`);
  return { serves: false, line: answer.errorMessage ?? TERMS_MESSAGES.unknownLocality(locality) };
}

const options = (transport: ApiTransport, offeringId: string, locality: string) => ({
  queryKey: key(offeringId, locality),
  queryFn: ({ signal }: { signal?: AbortSignal }) => askServiceability(transport, offeringId, locality, signal),
  retry: false,
  staleTime: Infinity,
});

/** The check of the chosen locality (none while nothing is chosen, or while the answer is on its way). */
export function useLocalityCheck(offeringId: string, chosen: string): LocalityCheck | null {
  const api = useApi();
  const query = useQuery({ ...options(api.transport, offeringId, chosen), enabled: chosen.length > 0 });
  return chosen && query.data ? query.data : null;
}

/** The same check, awaited when Submit is pressed before the locality was checked; null when it could not be asked. */
export function useCheckLocality(offeringId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return async (locality: string): Promise<LocalityCheck | null> => {
    try {
      return await queryClient.fetchQuery(options(api.transport, offeringId, locality));
    } catch {
      return null;
    }
  };
}
