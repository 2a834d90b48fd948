import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/waitlists";
import { getWaitlist } from "@utsav/api-client/operator/get-waitlist";
import type { ExportActResult } from "../../features/operations/export-acts";
import { opsMeta } from "../../features/operations/ops-meta";
import { WaitlistsPage } from "../../features/operations/waitlists-page";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";

export async function loader({ context }: Route.LoaderArgs) {
  const [consumers, vendors] = await Promise.all([
    apiData(context.api, (api) => getWaitlist(api, "consumers")),
    apiData(context.api, (api) => getWaitlist(api, "vendors")),
  ]);
  return {
    lists: [
      { id: "consumers" as const, title: "Shoppers", list: consumers },
      { id: "vendors" as const, title: "Vendors", list: vendors },
    ],
  };
}

/** The exports (features/operations/export-acts.ts): the API writes each to the audit log and answers its link. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ExportActResult> {
  // The acts load when first used, keeping the page's first load inside its budget (decision 30).
  const { runExportAct } = await import("../../features/operations/export-acts");
  return runExportAct(browserApi, await submittedBody(request));
}

/** An export changes nothing the page shows: the lists are not read again for it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => opsMeta("Waitlists");

export default function OpsWaitlistsRoute({ loaderData }: Route.ComponentProps) {
  return <WaitlistsPage lists={loaderData.lists} />;
}
