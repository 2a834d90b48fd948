import { recordOfferingEvent } from "@utsav/api-client/shopper";
import type { Api } from "../../../api/api-provider";

/**
 * POST /api/public/events: a Buy or Call press (application §7 analytics), the same event the web sends. It never
 * holds the consumer up: a failure to record is only logged.
 */
export function recordEvent(api: Api, name: "buy_click" | "call_click", offeringId: string): void {
  recordOfferingEvent(api.transport, { name, offeringId }).catch((error: unknown) => console.warn("The event was not recorded", error));
}
