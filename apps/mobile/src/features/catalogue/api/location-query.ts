import { dataOrThrow, getLocation } from "@utsav/api-client";
import { responseSchemas, validating } from "@utsav/api-client/validate";
import { MESSAGES } from "@utsav/domain/client";
import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import { useSession } from "../../../session/session-provider";

const getCheckedLocation = validating(getLocation, responseSchemas.getLocation);

/**
 * The consumer's chosen locality (docs/decisions/0022): the profile's, so only when signed in (the app keeps no cookie).
 * Null until one is chosen, or while it cannot be read: the home band then names the city.
 */
export function useChosenLocality(): string | null {
  const api = useApi();
  const { signedIn } = useSession();
  const query = useQuery({
    // One key whoever is signed in: signing out removes it with the profile (profile-screen.tsx).
    queryKey: ["location"],
    queryFn: ({ signal }) => dataOrThrow(getCheckedLocation(api.transport, { signal }), MESSAGES.networkError),
    enabled: signedIn,
  });
  return signedIn ? (query.data?.locality?.name ?? null) : null;
}
