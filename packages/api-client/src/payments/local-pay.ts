import type { Checkout, localPaymentRequestSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { paymentPaths } from "./paths.ts";

/** What the local payment page sends: pay by 'UPI (local)', or make the payment fail. */
export type LocalPaymentRequest = z.input<typeof localPaymentRequestSchema>;

/** POST /api/dev/payments/{orderId} (local runs only, 404 elsewhere): pays or fails the order, then answers the checkout. */
export function localPay(api: ApiTransport, orderId: string, body: LocalPaymentRequest, { signal }: CallOptions = {}) {
  return send<Checkout>(api, { method: "POST", path: paymentPaths.localPay(orderId), body, signal });
}
