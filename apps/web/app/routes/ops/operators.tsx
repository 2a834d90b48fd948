import { useNavigation } from "react-router";
import type { Route } from "./+types/operators";
import { listOperators } from "@utsav/api-client/operator/list-operators";
import { runOperatorAct } from "../../features/operations/operator-acts";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";
import { lazyScreen } from "../../shared/ui/lazy-screen";

// The page's form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const OperatorsPage = lazyScreen(() => import("../../features/operations/operators-page").then((m) => m.OperatorsPage));

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context.api, listOperators);
}

/** Invite, disable or enable: sent from the browser, so the audit log records the operator's own address. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return runOperatorAct(browserApi, await submittedBody(request));
}

export const meta: Route.MetaFunction = () => opsMeta("Operators");

export default function OpsOperatorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <OperatorsPage operators={loaderData.operators} currentOperatorId={loaderData.currentOperatorId} result={actionData} busy={busy} />
  );
}
