import type { overviewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** GET /api/operator/overview: the last 30 days, a row a day, and how many vendors wait for review. */
export function getOverview(api: ApiTransport, { signal }: CallOptions = {}) {
  return send<z.output<typeof overviewSchema>>(api, { method: "GET", path: operatorApiPaths.overview(), signal });
}
