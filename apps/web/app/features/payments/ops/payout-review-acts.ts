import { approvePayoutAccount } from "@utsav/api-client/operator/payouts/approve-payout-account";
import { rejectPayoutAccount } from "@utsav/api-client/operator/payouts/reject-payout-account";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { thrownMessage } from "@utsav/api-client/core/errors";
import { OPERATOR_COPY, PAYOUT_REVIEW_COPY } from "@utsav/domain/client";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";

// The operators' decisions on a vendor's payout bank account (docs/decisions/0051), sent by the section's forms to the
// vendor page's clientAction, which calls the API from the browser so the audit log records the operator's own address.

/** What the section's forms send. */
export type PayoutReviewAct = { intent: "payout-approve" } | { intent: "payout-reject"; reason: string };

/** What the page shows of the answer: a message, or the API's refusal. */
export type PayoutReviewResult = { message: string } | { error: string };

/**
 * Runs a payout decision the page sent; null when the intent is not one of these (the page's other acts run it),
 * so the route can offer the act to each feature in turn.
 */
export async function runPayoutReviewAct(api: ApiTransport, vendorId: string, body: SubmittedBody): Promise<PayoutReviewResult | null> {
  const intent = body.text("intent");
  if (intent !== "payout-approve" && intent !== "payout-reject") return null;
  try {
    const result =
      intent === "payout-approve"
        ? await approvePayoutAccount(api, vendorId)
        : await rejectPayoutAccount(api, vendorId, body.text("reason").trim());
    if (result.ok) return { message: intent === "payout-approve" ? PAYOUT_REVIEW_COPY.approved : PAYOUT_REVIEW_COPY.rejected };
    return { error: result.errorMessage ?? OPERATOR_COPY.failed };
  } catch (error) {
    return { error: thrownMessage(error, OPERATOR_COPY.failed) };
  }
}
