import type { VendorBookingList, VendorBookingsQuery } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/bookings?status=&q=&cursor=: the vendor's bookings, newest first, 20 a page. */
export function listVendorBookings(api: ApiTransport, filter: VendorBookingsQuery = {}, { signal }: CallOptions = {}) {
  return send<VendorBookingList>(api, { method: "GET", path: vendorApiPaths.bookings.list(filter), signal });
}
