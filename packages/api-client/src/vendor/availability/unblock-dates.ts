import type { VendorCalendar } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { availabilityApiPaths } from "./paths.ts";

/** DELETE /api/vendor/availability/blocks/{id}: takes a blocked range away (404 for another's); answers the calendar. */
export function unblockDates(api: ApiTransport, blockId: string, { signal }: CallOptions = {}) {
  return send<VendorCalendar>(api, { method: "DELETE", path: availabilityApiPaths.block(blockId), signal });
}
