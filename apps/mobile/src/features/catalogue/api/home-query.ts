import { dataOrThrow, getHome } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES } from "@utsav/domain/shopper";
import type { HomeSection } from "@utsav/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

const getCheckedHome = validating(getHome, responseSchemas.getHome);

/** GET /api/home (or one section's page), checked against the schema; kept on the phone for offline use. */
export function homeQuery(api: Api, section: HomeSection | null) {
  return queryOptions({
    queryKey: ["home", section],
    queryFn: ({ signal }) => dataOrThrow(getCheckedHome(api.transport, section ? { section } : {}, { signal }), MESSAGES.homeFetchFailed),
  });
}

export function useHome(section: HomeSection | null) {
  return useQuery(homeQuery(useApi(), section));
}
