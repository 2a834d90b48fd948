import type { ConsumerDataExport } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/**
 * POST /api/consumer/account/export: everything Utsav holds about the signed-in consumer (docs/decisions/0031). The
 * answer is the file utsav-my-data-YYYY-MM-DD.json (accountExportFileName names it for a client that saves it).
 */
export function exportMyData(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<ConsumerDataExport>(api, { method: "POST", path: apiPaths.exportMyData(), signal });
}
