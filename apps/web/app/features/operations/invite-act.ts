import { inviteOperator } from "@utsav/api-client/operator/invite-operator";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";
import type { InviteResult } from "./operators-page";

/** Invites an operator with what the form sent (docs/decisions/0020: the API writes it to the audit log). */
export async function runInvite(api: ApiTransport, body: SubmittedBody): Promise<InviteResult> {
  const fullName = body.text("fullName");
  const result = await inviteOperator(api, { fullName, phoneNumber: body.text("phoneNumber") });
  return result.ok
    ? { message: `${fullName} can now sign in at /ops/login with ${result.data.phone}.` }
    : { error: result.errorMessage ?? "The operator could not be invited. Please try again." };
}
