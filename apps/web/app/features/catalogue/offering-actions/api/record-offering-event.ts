import { recordOfferingEvent as recordOfferingEventCall } from "@utsav/api-client/events/record-offering-event";
import { browserApi } from "../../../../lib/api-client";

export type OfferingEventName = "buy_click" | "call_click";

/** POST /api/public/events, fire and forget (application §7 analytics on Buy and Call); a failure never reaches the user. */
export function recordOfferingEvent(name: OfferingEventName, offeringId: string): void {
  recordOfferingEventCall(browserApi, { name, offeringId }).catch(() => {});
}
