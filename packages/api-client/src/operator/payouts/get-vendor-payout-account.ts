import type { OperatorPayoutAccountAnswer } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { operatorApiPaths } from "../paths.ts";

/** GET /api/operator/vendors/{id}/payout-account: a vendor's bank account (masked) and its review; null when none. */
export function getVendorPayoutAccount(api: ApiTransport, vendorId: string, { signal }: CallOptions = {}) {
  return send<OperatorPayoutAccountAnswer>(api, { method: "GET", path: operatorApiPaths.payoutAccount(vendorId), signal });
}
