import type { VendorBriefDetail } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/** GET /api/vendor/briefs/{id}: one matched brief, with the offerings a quote may link; any other is 404. */
export function getVendorBrief(api: ApiTransport, id: string, { signal }: CallOptions = {}) {
  return send<VendorBriefDetail>(api, { method: "GET", path: vendorApiPaths.briefs.brief(id), signal });
}
