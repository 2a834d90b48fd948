import type { VendorLeadList } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/leads?cursor=: consumers who viewed the vendor's number, newest first, 20 a page. */
export function listVendorLeads(api: ApiTransport, cursor?: string, { signal }: CallOptions = {}) {
  return send<VendorLeadList>(api, { method: "GET", path: vendorApiPaths.bookings.leads(cursor), signal });
}
