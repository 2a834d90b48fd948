import type { OperatorPaymentPage, OperatorPaymentsQuery } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorPaymentPaths } from "./paths.ts";

/** GET /api/operator/payments: bookings with a payment order, newest first, by the order's and a refund's state and words. */
export function listOperatorPayments(api: ApiTransport, query: OperatorPaymentsQuery = {}, { signal }: CallOptions = {}) {
  return send<OperatorPaymentPage>(api, { method: "GET", path: operatorPaymentPaths.list(query), signal });
}
