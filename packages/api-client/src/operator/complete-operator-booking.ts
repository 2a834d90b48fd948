import type { operatorCancelledSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/bookings/{id}/complete: completes a booking with a problem reported, with a reason, on the record. */
export function completeOperatorBooking(api: ApiTransport, bookingId: string, reason: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorCancelledSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.completeBooking(bookingId),
    body: { reason },
    signal,
  });
}
