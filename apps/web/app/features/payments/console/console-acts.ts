import { exportOperatorPayments } from "@utsav/api-client/operator/payments/export-operator-payments";
import { refundOperatorPayment } from "@utsav/api-client/operator/payments/refund-operator-payment";
import { runReconciliation } from "@utsav/api-client/operator/payments/run-reconciliation";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import {
  OPERATOR_PAYMENT_COPY,
  OPERATOR_PAYMENT_MESSAGES,
  PAYMENT_ORDER_STATUSES,
  REFUND_STATUSES,
  typedPaise,
} from "@utsav/domain/client";
import type { PaymentOrderStatus, RefundStatus } from "@utsav/domain";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";
import { submittedBody } from "../../../shared/lib/forms/json-action";
import { browserApi } from "../../../lib/api-client";
import { saveFile } from "../../../shared/lib/save-file";

// The payments console's acts (docs/decisions/0052): a refund by hand, the CSV export and running the reconciliation.
// Each is sent as JSON to the page's clientAction, which calls the API from the browser, so the audit log records the
// operator's own address (docs/decisions/0020, 0030).

/** What the console's buttons and forms send. `amount` is in rupees as typed; empty refunds everything left. */
export type ConsoleAct =
  | { intent: "refund"; bookingId: string; amount: string; reason: string }
  | { intent: "export"; status: string; refund: string; q: string }
  | { intent: "reconcile" };

/** What an act answered: a sentence to show, or why it failed. */
export type ConsoleActResult = { message: string } | { error: string } | undefined;

type Act = (api: ApiTransport, body: SubmittedBody) => Promise<ConsoleActResult>;

const refusal = (result: { errorMessage: string | null }) => ({ error: result.errorMessage ?? OPERATOR_PAYMENT_MESSAGES.failed });
const isOrderStatus = (value: string): value is PaymentOrderStatus => (PAYMENT_ORDER_STATUSES as readonly string[]).includes(value);
const isRefundStatus = (value: string): value is RefundStatus => (REFUND_STATUSES as readonly string[]).includes(value);

const ACTS: Record<ConsoleAct["intent"], Act> = {
  refund: async (api, body) => {
    const paise = typedPaise(body.text("amount"));
    if (paise === null) return { error: OPERATOR_PAYMENT_MESSAGES.amountInvalid };
    const result = await refundOperatorPayment(api, body.text("bookingId"), {
      reason: body.text("reason").trim(),
      ...(paise === undefined ? {} : { amountPaise: paise }),
    });
    return result.ok ? { message: OPERATOR_PAYMENT_COPY.refundAsked(result.data.refund.amountPaise) } : refusal(result);
  },
  export: async (api, body) => {
    const status = body.text("status");
    const refund = body.text("refund");
    const result = await exportOperatorPayments(api, {
      ...(isOrderStatus(status) ? { status } : {}),
      ...(isRefundStatus(refund) ? { refund } : {}),
      q: body.text("q").trim(),
    });
    if (!result.ok) return refusal(result);
    saveFile(result.data.fileName, result.data.csv, "text/csv;charset=utf-8");
    return { message: OPERATOR_PAYMENT_COPY.exported(result.data.rows) };
  },
  reconcile: async (api) => {
    const result = await runReconciliation(api);
    return result.ok ? { message: OPERATOR_PAYMENT_COPY.ran(result.data.differences.length) } : refusal(result);
  },
};

const isIntent = (value: string): value is ConsoleAct["intent"] => Object.hasOwn(ACTS, value);

/** Runs the act the page sent; one it does not know is refused without asking the API, and a server out of reach is said. */
export async function runConsoleAct(api: ApiTransport, body: SubmittedBody): Promise<ConsoleActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { error: OPERATOR_PAYMENT_MESSAGES.failed };
  try {
    return await ACTS[intent](api, body);
  } catch (error) {
    return { error: thrownMessage(error, OPERATOR_PAYMENT_MESSAGES.failed) };
  }
}

/** An act that changes nothing the page shows (the export): the page is not read again for it. */
export const changesNothing = (json: unknown) => typeof json === "object" && json !== null && "intent" in json && json.intent === "export";

/** The page's clientAction: the act the request sends, from the browser (loaded with the acts, when first used). */
export async function runConsoleRequest(request: Request): Promise<ConsoleActResult> {
  return runConsoleAct(browserApi, await submittedBody(request));
}
