import type { operatorLinkSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { exportBody, operatorApiPaths } from "./paths.ts";
import type { ExportFilter } from "./paths.ts";

/** POST /api/operator/leads/export-link: the filtered call leads' export, on record, and its link; leads have no status. */
export function makeLeadsExportLink(api: ApiTransport, filter: ExportFilter = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorLinkSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.leadsExportLink(),
    body: exportBody({ ...filter, status: undefined }),
    signal,
  });
}
