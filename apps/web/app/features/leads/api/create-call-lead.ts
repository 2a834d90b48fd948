import { createCallLead as createCallLeadCall } from "@utsav/api-client/consumer/create-call-lead";
import { browserApi } from "../../../lib/api-client";

export interface CallLeadTarget {
  offeringId: string;
  vendorName: string;
  offeringName: string;
}

/** POST /api/consumer/call-lead (signed-in consumer): records the lead and answers with the vendor's number. */
export const createCallLead = (target: CallLeadTarget) => createCallLeadCall(browserApi, target);
