import type { VendorDataExport } from "@utsav/domain";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { vendorApiPaths } from "../paths.ts";

/**
 * POST /api/vendor/account/export: everything Utsav holds about the signed-in vendor and its business
 * (docs/decisions/0031), as the file utsav-my-data-YYYY-MM-DD.json.
 */
export function exportVendorData(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<VendorDataExport>(api, { method: "POST", path: vendorApiPaths.account.export(), signal });
}
