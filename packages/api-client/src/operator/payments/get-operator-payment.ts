import type { OperatorPaymentDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorPaymentPaths } from "./paths.ts";

/** GET /api/operator/payments/{bookingId}: a booking's order, payments, refunds, the vendor's share and the ledger. */
export function getOperatorPayment(api: ApiTransport, bookingId: string, { signal }: CallOptions = {}) {
  return send<OperatorPaymentDetail>(api, { method: "GET", path: operatorPaymentPaths.detail(bookingId), signal });
}
