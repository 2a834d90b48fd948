import type { VendorBookingDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/bookings/{id}: every field the consumer filled, the history and the answers open to the vendor. */
export function getVendorBooking(api: ApiTransport, id: string, { signal }: CallOptions = {}) {
  return send<VendorBookingDetail>(api, { method: "GET", path: vendorApiPaths.bookings.booking(id), signal });
}
