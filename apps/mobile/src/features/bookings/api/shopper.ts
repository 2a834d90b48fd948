import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import { consumerQuery } from "../../../api/consumer-query";
import { useLocalities } from "../../../api/localities-query";

// What the booking form asks of the API besides the booking (issue 38): the signed-in shopper's profile, to start the
// form from, and Bengaluru's localities as the shopper types one.

/**
 * GET /api/consumer while signed in: the profile (under the profile screen's key, so both read one answer). Signed
 * out, nothing: a disabled query still holds the last answer, which is a former session's.
 */
export function useShopperProfile(signedIn: boolean) {
  const api = useApi();
  const query = useQuery({ ...consumerQuery(api), enabled: signedIn });
  return signedIn ? query.data : undefined;
}

/** The names of the localities what is typed matches (src/api/localities-query.ts). */
export function useLocalitySuggestions(typed: string): string[] {
  return useLocalities(typed).localities.map((locality) => locality.name);
}
