import type { PayoutAccountAnswer } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/payouts/account: the business's bank account for payouts, masked; null when none was added. */
export function getPayoutAccount(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<PayoutAccountAnswer>(api, { method: "GET", path: vendorApiPaths.payouts.account(), signal });
}
