import { useNavigation } from "react-router";
import type { Route } from "./+types/vendor";
import { decideVendor } from "@utsav/api-client/operator/decide-vendor";
import { getOperatorVendor } from "@utsav/api-client/operator/get-operator-vendor";
import { hideOffering } from "@utsav/api-client/operator/hide-offering";
import { pauseVendor } from "@utsav/api-client/operator/pause-vendor";
import { restoreOffering } from "@utsav/api-client/operator/restore-offering";
import { restoreVendor } from "@utsav/api-client/operator/restore-vendor";
import { revealDocumentNumber } from "@utsav/api-client/operator/reveal-document-number";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ReviewDecision, ReviewSection } from "@utsav/domain";
import { opsMeta } from "../../features/operations/ops-meta";
import { VendorReviewPage } from "../../features/operations/vendor-review-page";
import type { ReviewActionResult } from "../../features/operations/vendor-review-page";
import { apiData } from "../../lib/api";
import { browserApi } from "../../lib/api-client";

export async function loader({ context, params }: Route.LoaderArgs) {
  return apiData(context.api, (api) => getOperatorVendor(api, params.id));
}

const said = (result: EnvelopeResult<unknown>, message: string): ReviewActionResult =>
  result.ok ? { message } : { error: result.errorMessage ?? "That did not work. Please try again." };

/**
 * The console's acts on a vendor, sent from the browser (so the audit log records the operator's own address); the API
 * checks each and writes it to the log, then the page's data is read again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ReviewActionResult> {
  const form = await request.formData();
  const api = browserApi;
  const text = (name: string) => String(form.get(name) ?? "");
  switch (text("intent")) {
    case "reveal": {
      const result = await revealDocumentNumber(api, params.id, text("documentId"));
      return result.ok ? { revealed: { documentId: text("documentId"), number: result.data.number } } : said(result, "");
    }
    case "decision": {
      const decision = text("decision") as ReviewDecision;
      const sections = form.getAll("sections").map(String) as ReviewSection[];
      const result = await decideVendor(api, params.id, { decision, reason: text("reason") || null, sections });
      const done = { approve: "Approved: the vendor is live.", reject: "Rejected.", changes: "Changes requested." }[decision];
      return said(result, done ?? "Done.");
    }
    case "pause-vendor":
      return said(await pauseVendor(api, params.id, text("reason")), "The vendor is paused.");
    case "restore-vendor":
      return said(await restoreVendor(api, params.id), "The vendor is restored.");
    case "hide-offering":
      return said(await hideOffering(api, text("target"), text("reason")), "The offering is hidden.");
    case "restore-offering":
      return said(await restoreOffering(api, text("target")), "The offering is shown again.");
    default:
      return { error: "Unknown action" };
  }
}

export const meta: Route.MetaFunction = ({ data }) => opsMeta(data ? `Review ${data.name}` : "Review");

export default function OpsVendorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return <VendorReviewPage vendor={loaderData} result={actionData} busy={busy} />;
}
