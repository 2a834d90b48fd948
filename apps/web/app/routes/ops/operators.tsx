import { useNavigation } from "react-router";
import type { Route } from "./+types/operators";
import { inviteOperator } from "@utsav/api-client/admin/invite-operator";
import { listOperators } from "@utsav/api-client/admin/list-operators";
import { opsMeta } from "../../features/ops/ops-meta";
import { OperatorsPage } from "../../features/ops/operators-page";
import { apiData, serverApi } from "../../lib/api";

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context.api, listOperators);
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const fullName = String(form.get("fullName") ?? "");
  const result = await inviteOperator(serverApi(context.api), { fullName, phoneNumber: String(form.get("phoneNumber") ?? "") });
  return result.ok
    ? { message: `${fullName} can now sign in at /ops/login with ${result.data.phone}.` }
    : { error: result.errorMessage ?? "The operator could not be invited. Please try again." };
}

export const meta: Route.MetaFunction = () => opsMeta("Operators");

export default function OpsOperatorsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return <OperatorsPage operators={loaderData.operators} result={actionData} busy={busy} />;
}
