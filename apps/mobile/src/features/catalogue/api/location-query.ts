import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import { locationQuery } from "../../../api/location-query";
import { useSession } from "../../../session/session-provider";

/**
 * The consumer's chosen locality (docs/decisions/0022): the profile's, so only when signed in (the app keeps no cookie).
 * Null until one is chosen, or while it cannot be read: the home band then names the city.
 */
export function useChosenLocality(): string | null {
  const { signedIn } = useSession();
  const query = useQuery({ ...locationQuery(useApi()), enabled: signedIn });
  return signedIn ? (query.data?.locality?.name ?? null) : null;
}
