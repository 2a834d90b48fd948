import type { ReconciliationList } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorPaymentPaths } from "./paths.ts";

/** GET /api/operator/payments/reconciliation: the latest comparisons of the ledger with the provider, newest first. */
export function getReconciliations(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<ReconciliationList>(api, { method: "GET", path: operatorPaymentPaths.reconciliations(), signal });
}
