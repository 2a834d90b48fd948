import type { VendorCalendar } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/** DELETE /api/vendor/availability/feed: the feed's address stops working; answers the calendar. */
export function stopCalendarFeed(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<VendorCalendar>(api, { method: "DELETE", path: availabilityApiPaths.feed(), signal });
}
