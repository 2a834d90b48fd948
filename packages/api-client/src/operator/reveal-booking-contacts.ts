import type { waitingContactsSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { operatorApiPaths } from "./paths.ts";

/** POST /api/operator/bookings/{id}/contacts: the vendor's and the customer's numbers, on the record. */
export function revealBookingContacts(api: ApiTransport, bookingId: string, { signal }: CallOptions = {}) {
  return send<z.output<typeof waitingContactsSchema>>(api, { method: "POST", path: operatorApiPaths.bookingContacts(bookingId), signal });
}
