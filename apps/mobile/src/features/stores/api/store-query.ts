import { dataOrThrow, getStore } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { STORE_COPY } from "@utsav/domain/shopper";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../api/api-provider";
import type { Api } from "../../../api/api-provider";

const getCheckedStore = validating(getStore, responseSchemas.getStore);

/** GET /api/public/stores/{slug}, checked; kept on the phone for offline use (docs/decisions/0059). */
export function storeQuery(api: Api, slug: string) {
  return queryOptions({
    queryKey: ["store", slug],
    queryFn: async ({ signal }) => dataOrThrow(getCheckedStore(api.transport, slug, { signal }), STORE_COPY.notFound),
  });
}

export function useStore(slug: string) {
  return useQuery(storeQuery(useApi(), slug));
}
