import { deleteMyAccount } from "@utsav/api-client/consumer/delete-my-account";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { deletionAnswer } from "../../shared/lib/account-data";
import { ACCOUNT_DELETION_INTENT } from "../../shared/lib/account-deletion";
import type { AccountDeletionAnswer } from "../../shared/lib/account-deletion";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The acts of the consumer's "Your data" page (/account/data, docs/decisions/0031), run by its route's clientAction
// from the browser (docs/decisions/0030). The download is a read, saved in the browser, and no act.

type Act = (api: ApiTransport, body: SubmittedBody) => Promise<AccountDeletionAnswer>;

const ACTS: Record<typeof ACCOUNT_DELETION_INTENT, Act> = {
  // POST /api/consumer/account/delete with the word as typed (the API takes any case, spaces around ignored).
  [ACCOUNT_DELETION_INTENT]: (api, body) => deletionAnswer(deleteMyAccount(api, { confirm: body.text("confirm").trim() })),
};

const isIntent = (value: string): value is keyof typeof ACTS => Object.hasOwn(ACTS, value);

/** Runs the act the page sent; an intent it does not know is refused. */
export function runAccountDataAct(api: ApiTransport, body: SubmittedBody): Promise<AccountDeletionAnswer> {
  const intent = body.text("intent");
  return isIntent(intent) ? ACTS[intent](api, body) : Promise.resolve({ ok: false, error: "Unknown action" });
}
