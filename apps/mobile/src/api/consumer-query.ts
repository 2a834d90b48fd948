import { dataOrThrow, getConsumer } from "@utsav/api-client/shopper";
import { responseSchemas, validating } from "@utsav/api-client/shopper-validate";
import { MESSAGES } from "@utsav/domain/shopper";
import { queryOptions } from "@tanstack/react-query";
import type { Api } from "./api-provider";

const getCheckedConsumer = validating(getConsumer, responseSchemas.getConsumer);

/** GET /api/consumer: the signed-in consumer's profile, one cache entry for every screen that reads it. */
export function consumerQuery(api: Api) {
  return queryOptions({
    queryKey: ["consumer"],
    queryFn: async ({ signal }) => (await dataOrThrow(getCheckedConsumer(api.transport, { signal }), MESSAGES.profileLoadFailed)).user,
  });
}
