import type { VendorBriefList } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/briefs: the briefs matched to this vendor, with its answers. */
export function listVendorBriefs(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<VendorBriefList>(api, { method: "GET", path: vendorApiPaths.briefs.list(), signal });
}
