import { getOffering } from "@utsav/api-client/catalogue/get-offering";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { bookingAdvanceOf } from "./booking-advance";
import type { BookingAdvance } from "./booking-advance";

/** The /booking page's figures, from the offering the link names; none when it cannot be read (the form still works). */
export async function readBookingAdvance(api: ApiTransport, slug: string): Promise<BookingAdvance | null> {
  try {
    const result = await getOffering(api, slug);
    return result.ok ? bookingAdvanceOf(result.data.offering) : null;
  } catch {
    return null;
  }
}
