import type { operatorLinkSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/waitlists/{list}/export-link: a waitlist's export, on record, and the link that downloads it for a minute. */
export function makeWaitlistExportLink(api: ApiTransport, list: "consumers" | "vendors", { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorLinkSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.waitlistExportLink(list),
    signal,
  });
}
