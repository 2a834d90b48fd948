import type { adminBookingPageSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { adminApiPaths } from "./paths.ts";
import type { ActivityFilter } from "./paths.ts";

/** GET /api/admin/bookings: bookings across vendors, filtered. */
export function listAdminBookings(api: ApiTransport, filter: ActivityFilter = {}, { signal }: CallOptions = {}) {
  return send<z.output<typeof adminBookingPageSchema>>(api, { method: "GET", path: adminApiPaths.bookings(filter), signal });
}
