import { apiPaths } from "../../../lib/paths";

export type OfferingEventName = "buy_click" | "call_click";

/** POST /api/public/events, fire and forget (application §7 analytics on Buy and Call); a failure never reaches the user. */
export function recordOfferingEvent(name: OfferingEventName, offeringId: string): void {
  fetch(apiPaths.events(), {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, offeringId }),
    // keepalive: Buy opens another tab straight after; the event still reaches the server.
    keepalive: true,
  }).catch(() => {});
}
