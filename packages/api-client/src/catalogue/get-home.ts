import type { homeDataSchema, homeQuerySchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { apiPaths } from "../paths.ts";

/** GET /api/home: the home feed's widgets, or with a section that category page's rows and title. */
export function getHome(api: ApiTransport, { section }: z.input<typeof homeQuerySchema> = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof homeDataSchema>>(api, { method: "GET", path: apiPaths.home(section), signal });
}
