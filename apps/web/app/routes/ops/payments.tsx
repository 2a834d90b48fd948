import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/payments";
import { getReconciliations } from "@utsav/api-client/operator/payments/get-reconciliations";
import { listOperatorPayments } from "@utsav/api-client/operator/payments/list-operator-payments";
import { OPERATOR_PAYMENT_COPY, PAYMENT_ORDER_STATUSES, REFUND_STATUSES } from "@utsav/domain/client";
import type { PaymentOrderStatus, RefundStatus } from "@utsav/domain";
import type { ConsoleActResult } from "../../features/payments/console/console-acts";
import { PaymentsPage } from "../../features/payments/console/payments-page";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";
import { cursorIn, pagesUpTo } from "../../shared/lib/cursor-pages";

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((known) => known === value);

/** The payments by the address's filters (one the API would refuse is left out), every page up to its cursor, and the reconciliations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const status: PaymentOrderStatus | undefined = oneOf(PAYMENT_ORDER_STATUSES, params.get("status") ?? "");
  const refund: RefundStatus | undefined = oneOf(REFUND_STATUSES, params.get("refund") ?? "");
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const query = { ...(status ? { status } : {}), ...(refund ? { refund } : {}), ...(q ? { q } : {}) };
  const [read, reconciliation] = await Promise.all([
    apiData(context.api, (api) =>
      pagesUpTo(
        (cursor) => listOperatorPayments(api, { ...query, cursor }),
        cursorIn(params),
        (page) => page.rows,
      ),
    ),
    apiData(context.api, (api) => getReconciliations(api)),
  ]);
  return {
    filter: { status: status ?? "", refund: refund ?? "", q },
    rows: read.items,
    nextCursor: read.nextCursor,
    runs: reconciliation.runs,
  };
}

/**
 * The export and running the reconciliation (features/payments/console/console-acts.ts), sent from the browser so the
 * audit log records the operator's own address.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ConsoleActResult> {
  // The acts load when first used, keeping the page's first load inside its budget (decision 30).
  const { runConsoleRequest } = await import("../../features/payments/console/console-acts");
  return runConsoleRequest(request);
}

/** The export changes nothing the page shows: the list is not read again for it. */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = typeof json === "object" && json !== null && "intent" in json ? json.intent : undefined;
  return intent === "export" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => opsMeta(OPERATOR_PAYMENT_COPY.title);

export default function OpsPaymentsRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage {...loaderData} />;
}
