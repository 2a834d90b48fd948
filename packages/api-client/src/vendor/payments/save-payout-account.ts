import type { PayoutAccountAnswer, PayoutAccountRequest } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/**
 * PUT /api/vendor/payouts/account (owner only): adds or changes the bank account, which goes back to the operators'
 * review; answers it masked. 400 with the field's message when a bank would not take it; 403 for a member.
 */
export function savePayoutAccount(api: ApiTransport, body: PayoutAccountRequest, { signal }: CallOptions = {}) {
  return send<PayoutAccountAnswer>(api, { method: "PUT", path: vendorApiPaths.payouts.account(), body, signal });
}
