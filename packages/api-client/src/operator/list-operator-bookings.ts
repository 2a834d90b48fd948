import type { operatorBookingPageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";
import type { ActivityFilter } from "./paths.ts";

/** GET /api/operator/bookings: bookings across vendors, filtered. */
export function listOperatorBookings(api: ApiTransport, filter: ActivityFilter = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorBookingPageSchema>>(api, { method: "GET", path: operatorApiPaths.bookings(filter), signal });
}
