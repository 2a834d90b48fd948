import type { auditPageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/audit: the audit log, newest first, a page at a time. */
export function getAudit(api: ApiTransport, page: Parameters<typeof operatorApiPaths.audit>[0] = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof auditPageSchema>>(api, { method: "GET", path: operatorApiPaths.audit(page), signal });
}
