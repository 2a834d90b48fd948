import type { OperatorPaymentsExport, OperatorPaymentsFilter } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorPaymentPaths } from "./paths.ts";

/** POST /api/operator/payments/export: the filtered payments as CSV text and its file's name, written to the audit log. */
export function exportOperatorPayments(api: ApiTransport, filter: OperatorPaymentsFilter = {}, { signal }: CallOptions = {}) {
  // Only the filters that are set: the API takes no empty ones.
  const body = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""));
  return send<OperatorPaymentsExport>(api, { method: "POST", path: operatorPaymentPaths.export(), body, signal });
}
