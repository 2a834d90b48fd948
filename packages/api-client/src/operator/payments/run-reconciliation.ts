import type { ReconciliationRun } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorPaymentPaths } from "./paths.ts";

/** POST /api/operator/payments/reconciliation/run: compares the ledger with the provider now, on the record. */
export function runReconciliation(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<ReconciliationRun>(api, { method: "POST", path: operatorPaymentPaths.runReconciliation(), signal });
}
