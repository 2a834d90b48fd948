import { dataOrThrow, getLocalities } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES, SEARCH } from "@utsav/domain/shopper";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import { consumerQuery } from "../../../api/consumer-query";
import { useDebouncedValue } from "../../../shared/lib/use-debounced-value";

// What the booking form asks of the API besides the booking (issue 38): the signed-in shopper's profile, to start the
// form from, and Bengaluru's localities as the shopper types one.

const localitiesChecked = validating(getLocalities, responseSchemas.getLocalities);

/**
 * GET /api/consumer while signed in: the profile (under the profile screen's key, so both read one answer). Signed
 * out, nothing: a disabled query still holds the last answer, which is a former session's.
 */
export function useShopperProfile(signedIn: boolean) {
  const api = useApi();
  const query = useQuery({ ...consumerQuery(api), enabled: signedIn });
  return signedIn ? query.data : undefined;
}

/** GET /api/localities?q= once what is typed has settled (the search's pause): the names of the localities it matches. */
export function useLocalitySuggestions(typed: string): string[] {
  const api = useApi();
  const settled = useDebouncedValue(typed.trim(), SEARCH.debounceMs);
  const query = useQuery({
    queryKey: ["localities", settled],
    queryFn: ({ signal }) => dataOrThrow(localitiesChecked(api.transport, settled, { signal }), MESSAGES.networkError),
    enabled: settled.length >= SEARCH.minQueryLength,
    // Without suggestions the field still takes what is typed: the server checks it with the booking.
    retry: false,
    staleTime: Infinity,
  });
  return (query.data?.localities ?? []).map((locality) => locality.name);
}
