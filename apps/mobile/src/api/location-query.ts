import { dataOrThrow, getLocation } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES } from "@utsav/domain/shopper";
import { queryOptions } from "@tanstack/react-query";
import type { Api } from "./api-provider";

const getCheckedLocation = validating(getLocation, responseSchemas.getLocation);

/** One key whoever is signed in: signing out removes it with the profile (profile-screen.tsx). */
export const LOCATION_KEY = ["location"] as const;

/**
 * GET /api/location: the signed-in consumer's chosen locality and event date (docs/decisions/0022, 0058), one cache
 * entry for the home band, the lists and search. Only asked for while signed in: the app keeps no cookie.
 */
export function locationQuery(api: Api) {
  return queryOptions({
    queryKey: LOCATION_KEY,
    queryFn: ({ signal }) => dataOrThrow(getCheckedLocation(api.transport, { signal }), MESSAGES.networkError),
  });
}
