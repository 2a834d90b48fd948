import { disableOperator } from "@utsav/api-client/operator/disable-operator";
import { enableOperator } from "@utsav/api-client/operator/enable-operator";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { OPERATOR_COPY } from "@utsav/domain/client";
import type { Operator } from "@utsav/domain";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";
import { runInvite } from "./invite-act";
import type { InviteResult } from "./operators-page";

// The operators page's acts (docs/decisions/0020, 0030): inviting an operator, and disabling or enabling one. Each
// form sends one, named by its intent, to the page's clientAction, which calls the API from the browser (so the audit
// log records the operator's own address); then the page is read again.

/** What the page's forms send: the act and what it needs. */
export type OperatorAct =
  | { intent: "invite"; fullName: string; phoneNumber: string }
  | { intent: "disable"; operatorId: string }
  | { intent: "enable"; operatorId: string };

export type OperatorIntent = OperatorAct["intent"];

/** What the page's action answered, and to which act: the page shows it beside the form that sent it. */
export type OperatorActResult = { intent: OperatorIntent; outcome: NonNullable<InviteResult> } | undefined;

type Act = (api: ApiTransport, body: SubmittedBody) => Promise<NonNullable<InviteResult>>;

const said = (result: EnvelopeResult<Operator>, message: (name: string) => string): NonNullable<InviteResult> =>
  result.ok ? { message: message(result.data.fullName ?? result.data.phone) } : { error: result.errorMessage ?? OPERATOR_COPY.failed };

const ACTS: Record<OperatorIntent, Act> = {
  invite: async (api, body) => (await runInvite(api, body)) ?? { error: OPERATOR_COPY.failed },
  disable: async (api, body) => said(await disableOperator(api, body.text("operatorId")), OPERATOR_COPY.disabled),
  enable: async (api, body) => said(await enableOperator(api, body.text("operatorId")), OPERATOR_COPY.enabled),
};

const isIntent = (value: string): value is OperatorIntent => Object.hasOwn(ACTS, value);

/** Runs the act a form of the operators page sent; an intent the page does not know is refused. */
export async function runOperatorAct(api: ApiTransport, body: SubmittedBody): Promise<OperatorActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { intent: "invite", outcome: { error: "Unknown action" } };
  return { intent, outcome: await ACTS[intent](api, body) };
}
