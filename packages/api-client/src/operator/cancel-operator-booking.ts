import type { operatorCancelledSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/bookings/{id}/cancel: cancels a booking with the reason both sides read, on the record. */
export function cancelOperatorBooking(api: ApiTransport, bookingId: string, reason: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof operatorCancelledSchema>>(api, {
    method: "POST",
    path: operatorApiPaths.cancelBooking(bookingId),
    body: { reason },
    signal,
  });
}
