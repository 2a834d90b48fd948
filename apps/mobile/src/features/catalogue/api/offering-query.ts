import { dataOrThrow, getOffering } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES } from "@utsav/domain/shopper";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

const getCheckedOffering = validating(getOffering, responseSchemas.getOffering);

/** GET /api/offerings/{slug}, checked; kept on the phone for offline use. An unknown slug says 'Offering not found: {slug}'. */
export function offeringQuery(api: Api, slug: string) {
  return queryOptions({
    queryKey: ["offering", slug],
    queryFn: async ({ signal }) =>
      (await dataOrThrow(getCheckedOffering(api.transport, slug, { signal }), MESSAGES.offeringDetailsNotFound)).offering,
  });
}

export function useOffering(slug: string) {
  return useQuery(offeringQuery(useApi(), slug));
}
