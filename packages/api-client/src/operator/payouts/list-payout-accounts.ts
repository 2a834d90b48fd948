import type { OperatorPayoutAccountList } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorApiPaths } from "../paths.ts";

/** GET /api/operator/payout-accounts: vendors' bank accounts waiting for review (masked), the longest waiting first. */
export function listPayoutAccounts(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<OperatorPayoutAccountList>(api, { method: "GET", path: operatorApiPaths.payoutAccounts(), signal });
}
