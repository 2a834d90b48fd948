import type { AccountDeletion, AccountDeletionRequest } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/**
 * POST /api/vendor/account/delete with { confirm: "DELETE" }: deletes the signed-in vendor's account, takes its
 * business off the storefront and signs out everywhere; answers what is kept, why and until when. 400 without the
 * word, 409 while bookings, requests or quotes are open.
 */
export function deleteVendorAccount(api: ApiTransport, body: AccountDeletionRequest, { signal }: CallOptions = {}) {
  return send<AccountDeletion>(api, { method: "POST", path: vendorApiPaths.account.delete(), body, signal });
}
