import { useNavigation } from "react-router";
import type { Route } from "./+types/operators";
import { inviteOperator } from "@utsav/api-client/operator/invite-operator";
import { listOperators } from "@utsav/api-client/operator/list-operators";
import { opsMeta } from "../../features/operations/ops-meta";
import { OperatorsPage } from "../../features/operations/operators-page";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context.api, listOperators);
}

/** Sent from the browser, so the audit log records the operator's own address. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const fullName = String(form.get("fullName") ?? "");
  const result = await inviteOperator(browserApi, { fullName, phoneNumber: String(form.get("phoneNumber") ?? "") });
  return result.ok
    ? { message: `${fullName} can now sign in at /ops/login with ${result.data.phone}.` }
    : { error: result.errorMessage ?? "The operator could not be invited. Please try again." };
}

export const meta: Route.MetaFunction = () => opsMeta("Operators");

export default function OpsOperatorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return <OperatorsPage operators={loaderData.operators} result={actionData} busy={busy} />;
}
