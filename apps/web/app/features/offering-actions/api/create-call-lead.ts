import { TIMEOUTS_MS } from "@utsav/domain/client";
import { apiPaths } from "../../../lib/paths";
import { postJson } from "./send-json";

export interface CallLeadTarget {
  offeringId: string;
  vendorName: string;
  offeringName: string;
}

/** POST /api/consumer/call-lead (signed-in consumer): records the lead and answers with the vendor's number. */
export function createCallLead(target: CallLeadTarget) {
  return postJson<{ vendorName: string; phoneNumber: string }>(apiPaths.callLead(), { body: target, timeoutMs: TIMEOUTS_MS.consumerProfile });
}
