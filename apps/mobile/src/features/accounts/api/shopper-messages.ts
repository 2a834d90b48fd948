import { dataOrThrow, getShopperMessages, saveShopperMessages, thrownMessage } from "@utsav/api-client/shopper";
import { responseSchemas, validated, validating } from "@utsav/api-client/shopper-validate";
import { SHOPPER_MESSAGES_COPY } from "@utsav/domain/shopper";
import type { ShopperMessages } from "@utsav/domain";
import { queryOptions } from "@tanstack/react-query";
import type { Api } from "../../../api/api-provider";

const getChecked = validating(getShopperMessages, responseSchemas.getShopperMessages);

/**
 * GET /api/consumer/messages (docs/decisions/0074): under the "consumer" key, so signing out forgets it with the
 * profile.
 */
export function shopperMessagesQuery(api: Api) {
  return queryOptions({
    queryKey: ["consumer", "messages"],
    queryFn: ({ signal }) => dataOrThrow(getChecked(api.transport, { signal }), SHOPPER_MESSAGES_COPY.loadFailed),
  });
}

export type ChoiceSaved = { ok: true; messages: ShopperMessages } | { ok: false; message: string };

/** PUT /api/consumer/messages: the choice as saved, or the words that say why not. */
export async function chooseSmsWithPush(api: Api, smsWithPush: boolean): Promise<ChoiceSaved> {
  try {
    const result = validated(await saveShopperMessages(api.transport, { smsWithPush }), responseSchemas.saveShopperMessages);
    return result.ok
      ? { ok: true, messages: result.data }
      : { ok: false, message: result.errorMessage ?? SHOPPER_MESSAGES_COPY.saveFailed };
  } catch (thrown) {
    return { ok: false, message: thrownMessage(thrown, SHOPPER_MESSAGES_COPY.saveFailed) };
  }
}
