import { OPS_NAV_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/audit";
import { getAudit } from "@utsav/api-client/operator/get-audit";
import { AuditLog } from "../../features/operations/audit-log";
import { opsMeta } from "../../features/operations/ops-meta";
import { apiData } from "../../lib/api";

export async function loader({ context, request }: Route.LoaderArgs) {
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  return apiData(context.api, (api) => getAudit(api, { before: before && /^\d{1,18}$/.test(before) ? before : undefined }));
}

export const meta: Route.MetaFunction = () => opsMeta(OPS_NAV_COPY.audit);

export default function OpsAuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditLog page={loaderData} />;
}
