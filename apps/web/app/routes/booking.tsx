import { data, redirect } from "react-router";
import type { Route } from "./+types/booking";
import { earliestEventDate } from "@utsav/domain/client";
import { readBookingAdvance } from "../features/bookings/booking-advance.server";
import { readBookingAvailability } from "../features/bookings/booking-availability";
import { decodeBookingLink } from "../features/bookings/booking-link.server";
import { InvalidBookingLink } from "../features/bookings/invalid-booking-link";
import { placeBooking } from "../features/bookings/place-booking";
import type { BookingActionResult } from "../features/bookings/place-booking";
import { serverApi } from "../lib/api";
import { browserApi } from "../lib/api-client";
import { submittedBody } from "../shared/lib/forms/json-action";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The booking form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const BookingPage = lazyScreen(() => import("../features/bookings/booking-page").then((m) => m.BookingPage));

/**
 * The link's form, and the advance its offering's vendor asks, read from the API rather than from the link; for a
 * form that asks the event date, the vendor's unavailable days, which its date picker greys out (docs/decisions/0056).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = decodeBookingLink(new URL(request.url).searchParams.get("data"));
  if (!booking) return data({ booking: null, advance: null, availability: null }, { status: 400 });
  const api = serverApi(context.api);
  const asksDate = booking.leadTimeDays !== undefined;
  const [advance, availability] = await Promise.all([
    readBookingAdvance(api, booking.offeringSlug),
    asksDate ? readBookingAvailability(api, booking.offeringId, earliestEventDate(booking.leadTimeDays ?? null)) : null,
  ]);
  return { booking, advance, availability };
}

/**
 * Places a booking (features/bookings/place-booking.ts), from this page's form and from the offering page's dialog
 * (a fetcher to this route), from the browser, so the API's rate limits see the person's own request. A booking that
 * waits for its advance goes on to the checkout page (docs/decisions/0048), from the dialog as from this page.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<BookingActionResult | Response> {
  const result = await placeBooking(browserApi, await submittedBody(request));
  return result && "checkout" in result ? redirect(result.checkout) : result;
}

export function meta() {
  return [{ title: "Book Offering · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function BookingRoute({ loaderData }: Route.ComponentProps) {
  const { booking, advance, availability } = loaderData;
  return booking ? <BookingPage booking={booking} advance={advance} availability={availability} /> : <InvalidBookingLink />;
}
