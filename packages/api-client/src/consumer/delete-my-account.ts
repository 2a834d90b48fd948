import type { AccountDeletion, AccountDeletionRequest } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/consumer/account/delete with { confirm: "DELETE" }: deletes the signed-in consumer's account and signs
 * out everywhere; answers what is kept, why and until when. 400 without the word, 409 while bookings are open.
 */
export function deleteMyAccount(api: ApiTransport, body: AccountDeletionRequest, { signal }: CallOptions = {}) {
  return send<AccountDeletion>(api, { method: "POST", path: apiPaths.deleteMyAccount(), body, signal });
}
