import type { BlockRequest, VendorCalendar } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/** POST /api/vendor/availability/blocks: blocks one day or a range, with an optional note; answers the calendar. */
export function blockDates(api: ApiTransport, body: BlockRequest, { signal }: CallOptions = {}) {
  return send<VendorCalendar>(api, { method: "POST", path: availabilityApiPaths.blocks(), body, signal });
}
