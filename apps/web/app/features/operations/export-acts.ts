import { makeBookingsExportLink } from "@utsav/api-client/operator/make-bookings-export-link";
import { makeLeadsExportLink } from "@utsav/api-client/operator/make-leads-export-link";
import { makeWaitlistExportLink } from "@utsav/api-client/operator/make-waitlist-export-link";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import type { OperatorLink } from "@utsav/domain";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";
import { startDownload } from "./download";
import { ACT_FAILED, UNKNOWN_ACT } from "./review-acts";

// The console's CSV exports (docs/decisions/0020, amended 2026-11-28): an export button sends its act to the page's
// clientAction, which asks the API for a link (the POST writes the export to the audit log, behind the cross-site
// check) and then downloads it. The GET behind the link changes nothing, so no page elsewhere can export in the
// operator's name.

/** What an export button sends: which export, and the filters the page shows (empty ones are left out). */
export type ExportAct =
  | { intent: "export-bookings"; vendorId: string; status: string; from: string; to: string }
  | { intent: "export-leads"; vendorId: string; from: string; to: string }
  | { intent: "export-waitlist"; list: "consumers" | "vendors" };

/** What the act answered: the link it downloaded, or why there is none. */
export type ExportActResult = { downloaded: string } | { error: string } | undefined;

type Act = (api: ApiTransport, body: SubmittedBody) => Promise<EnvelopeResult<OperatorLink>>;

const filterOf = (body: SubmittedBody) => ({ vendorId: body.text("vendorId"), from: body.text("from"), to: body.text("to") });

const ACTS: Record<ExportAct["intent"], Act> = {
  "export-bookings": (api, body) => makeBookingsExportLink(api, { ...filterOf(body), status: body.text("status") }),
  "export-leads": (api, body) => makeLeadsExportLink(api, filterOf(body)),
  "export-waitlist": (api, body) => {
    const list = body.text("list");
    return makeWaitlistExportLink(api, list === "vendors" ? "vendors" : "consumers");
  },
};

const isIntent = (value: string): value is ExportAct["intent"] => Object.hasOwn(ACTS, value);

/** Runs the export a button sent: the link, then its download; an intent the page does not know is refused. */
export async function runExportAct(api: ApiTransport, body: SubmittedBody): Promise<ExportActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { error: UNKNOWN_ACT };
  const result = await ACTS[intent](api, body);
  if (!result.ok) return { error: result.errorMessage ?? ACT_FAILED };
  startDownload(result.data.url);
  return { downloaded: result.data.url };
}
