import { TIMEOUTS_MS } from "@utsav/domain/client";
import { apiPaths } from "../../../lib/paths";
import { sendEnvelope } from "../../../lib/api-client";

export interface CallLeadTarget {
  offeringId: string;
  vendorName: string;
  offeringName: string;
}

/** POST /api/consumer/call-lead (signed-in consumer): records the lead and answers with the vendor's number. */
export function createCallLead(target: CallLeadTarget) {
  return sendEnvelope<{ vendorName: string; phoneNumber: string }>(apiPaths.callLead(), { method: "POST", body: target, timeoutMs: TIMEOUTS_MS.consumerProfile });
}
