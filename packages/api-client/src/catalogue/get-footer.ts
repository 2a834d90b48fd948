import type { footerSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/footer: the footer's sections and links. */
export function getFooter(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof footerSchema>>(api, { method: "GET", path: apiPaths.footer(), signal });
}
