import type { OperatorPayoutAccountAnswer } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorApiPaths } from "../paths.ts";

/** POST /api/operator/vendors/{id}/payout-account/reject: refuses the account in review with a reason the vendor reads. */
export function rejectPayoutAccount(api: ApiTransport, vendorId: string, reason: string, { signal }: CallOptions = {}) {
  return send<OperatorPayoutAccountAnswer>(api, {
    method: "POST",
    path: operatorApiPaths.rejectPayoutAccount(vendorId),
    body: { reason },
    signal,
  });
}
