import type { Checkout } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { paymentPaths } from "./paths.ts";

/** GET /api/public/payments/{orderId}: a booking's advance to pay, to whom, until when, and what the checkout needs. */
export function getCheckout(api: ApiTransport, orderId: string, { signal }: CallOptions = {}) {
  return send<Checkout>(api, { method: "GET", path: paymentPaths.checkout(orderId), signal });
}
