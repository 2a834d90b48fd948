import type { OperatorPayoutAccountAnswer } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorApiPaths } from "../paths.ts";

/** POST /api/operator/vendors/{id}/payout-account/approve: approves the account in review, on the record; 409 when none waits. */
export function approvePayoutAccount(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<OperatorPayoutAccountAnswer>(api, { method: "POST", path: operatorApiPaths.approvePayoutAccount(vendorId), signal });
}
