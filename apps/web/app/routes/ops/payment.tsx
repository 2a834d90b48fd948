import type { Route } from "./+types/payment";
import { getOperatorPayment } from "@utsav/api-client/operator/payments/get-operator-payment";
import { OPERATOR_PAYMENT_COPY } from "@utsav/domain/client";
import type { ConsoleActResult } from "../../features/payments/console/console-acts";
import { PaymentDetailPage } from "../../features/payments/console/payment-detail-page";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";

/** A booking's money; the API's 404 (no order for it) goes to the error boundary with its message. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { payment: await apiData(context.api, (api) => getOperatorPayment(api, params.bookingId)) };
}

/** A refund by hand (features/payments/console/console-acts.ts), sent from the browser; then the money is read again. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ConsoleActResult> {
  // The acts load when first used, keeping the page's first load inside its budget (decision 30).
  const { runConsoleRequest } = await import("../../features/payments/console/console-acts");
  return runConsoleRequest(request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  opsMeta(data ? OPERATOR_PAYMENT_COPY.detailTitle(data.payment.reference) : OPERATOR_PAYMENT_COPY.title);

export default function OpsPaymentRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentDetailPage payment={loaderData.payment} />;
}
