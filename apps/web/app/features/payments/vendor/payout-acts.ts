import { savePayoutAccount } from "@utsav/api-client/vendor/payments/save-payout-account";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { thrownMessage } from "@utsav/api-client/core/errors";
import { PAYOUT_COPY } from "@utsav/domain/client";
import type { PayoutAccountAnswer } from "@utsav/domain";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";

// The Payments page's one act (docs/decisions/0051): the owner's bank account, sent by the form to the route's
// clientAction, which calls the API from the browser (docs/decisions/0030). The API checks it again and decides who may.

/** What the bank account form sends. */
export interface PayoutAccountAct {
  intent: "save-account";
  holderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
}

/** What the action answered: the account as saved, or why it was refused. */
export type PayoutActResult = { saved: PayoutAccountAnswer; message: string } | { error: string } | undefined;

/** Runs the act the page sent; one it does not know is refused without asking the API. */
export async function runPayoutAct(api: ApiTransport, body: SubmittedBody): Promise<PayoutActResult> {
  if (body.text("intent") !== "save-account") return { error: PAYOUT_COPY.failed };
  try {
    const result = await savePayoutAccount(api, {
      holderName: body.text("holderName"),
      accountNumber: body.text("accountNumber"),
      confirmAccountNumber: body.text("confirmAccountNumber"),
      ifsc: body.text("ifsc"),
    });
    return result.ok ? { saved: result.data, message: PAYOUT_COPY.saved } : { error: result.errorMessage ?? PAYOUT_COPY.failed };
  } catch (error) {
    return { error: thrownMessage(error, PAYOUT_COPY.failed) };
  }
}
