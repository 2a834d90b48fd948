import type { OperatorRefundAnswer, OperatorRefundRequest } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorPaymentPaths } from "./paths.ts";

/**
 * POST /api/operator/payments/{bookingId}/refund: refunds `amountPaise` of the advance (everything left without it) with
 * the reason, on the record; 400 for more than is left, 409 when nothing is.
 */
export function refundOperatorPayment(api: ApiTransport, bookingId: string, request: OperatorRefundRequest, { signal }: CallOptions = {}) {
  return send<OperatorRefundAnswer>(api, { method: "POST", path: operatorPaymentPaths.refund(bookingId), body: request, signal });
}
