import type { Checkout } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { paymentPaths } from "./paths.ts";

/**
 * POST /api/public/payments/{orderId}/refresh: back from the checkout, the server asks the provider about the order and
 * answers what it then holds; the page shows only this, never the checkout's own word.
 */
export function refreshCheckout(api: ApiTransport, orderId: string, { signal }: CallOptions = {}) {
  return send<Checkout>(api, { method: "POST", path: paymentPaths.refreshCheckout(orderId), body: {}, signal });
}
