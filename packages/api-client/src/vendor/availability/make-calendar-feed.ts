import type { CalendarFeed } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/**
 * POST /api/vendor/availability/feed: a new secret address of the vendor's iCalendar feed, answered once (only its
 * digest is kept). Renewing makes a new one: the old address stops working.
 */
export function makeCalendarFeed(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<CalendarFeed>(api, { method: "POST", path: availabilityApiPaths.feed(), signal });
}
