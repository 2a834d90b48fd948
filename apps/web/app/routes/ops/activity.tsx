import { OPS_NAV_COPY } from "@utsav/domain/client";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/activity";
import { listOperatorBookings } from "@utsav/api-client/operator/list-operator-bookings";
import { listOperatorLeads } from "@utsav/api-client/operator/list-operator-leads";
import { ActivityPage } from "../../features/operations/activity-page";
import type { ExportActResult } from "../../features/operations/export-acts";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";
import { submittedBody } from "../../shared/lib/forms/json-action";

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const read = (name: string) => params.get(name)?.trim() ?? "";
  const filter = { vendorId: read("vendorId"), status: read("status"), from: read("from"), to: read("to") };
  const given = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  const [bookings, leads] = await Promise.all([
    apiData(context.api, (api) => listOperatorBookings(api, { ...given, limit: 100 })),
    apiData(context.api, (api) => listOperatorLeads(api, { ...given, limit: 100 })),
  ]);
  return { filter, bookings, leads };
}

/**
 * The exports (features/operations/export-acts.ts), sent from the browser: the API writes each to the audit log with
 * the operator's own address and answers the link the browser then downloads.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ExportActResult> {
  // The acts load when first used, keeping the page's first load inside its budget (decision 30).
  const { runExportAct } = await import("../../features/operations/export-acts");
  return runExportAct(browserApi, await submittedBody(request));
}

/** An export changes nothing the page shows: the lists are not read again for it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => opsMeta(OPS_NAV_COPY.activity);

export default function OpsActivityRoute({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} />;
}
