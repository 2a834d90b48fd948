import type { shopperMessagesSchema, ShopperMessagesUpdate } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/consumer/messages: whether the shopper gets the SMS as well as the push, and their phones (docs/decisions/0074). */
export function getShopperMessages(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof shopperMessagesSchema>>(api, { method: "GET", path: apiPaths.shopperMessages(), signal });
}

/** PUT /api/consumer/messages: the SMS as well as the push (true), or the push instead of the SMS (false). */
export function saveShopperMessages(api: ApiTransport, body: ShopperMessagesUpdate, { signal }: CallOptions = {}) {
  return send<z.output<typeof shopperMessagesSchema>>(api, { method: "PUT", path: apiPaths.shopperMessages(), body, signal });
}
