import type { VendorPayments } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/payments?cursor=: the advances paid online for the vendor's bookings, 20 a page, with the totals. */
export function listVendorPayments(api: ApiTransport, cursor?: string, { signal }: CallOptions = {}) {
  return send<VendorPayments>(api, { method: "GET", path: vendorApiPaths.payouts.payments(cursor), signal });
}
