import type { operatorLinkSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { exportBody, operatorApiPaths } from "./paths.ts";
import type { ExportFilter } from "./paths.ts";

/** POST /api/operator/bookings/export-link: the filtered bookings' export, on record, and the link that downloads it for a minute. */
export function makeBookingsExportLink(api: ApiTransport, filter: ExportFilter = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorLinkSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.bookingsExportLink(),
    body: exportBody(filter),
    signal,
  });
}
