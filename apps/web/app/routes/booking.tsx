import { data } from "react-router";
import type { Route } from "./+types/booking";
import { decodeBookingLink } from "../features/bookings/booking-link.server";
import { InvalidBookingLink } from "../features/bookings/invalid-booking-link";
import { placeBooking } from "../features/bookings/place-booking";
import type { BookingActionResult } from "../features/bookings/place-booking";
import { browserApi } from "../lib/api-client";
import { submittedBody } from "../shared/lib/forms/json-action";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The booking form loads with its own chunk, react-hook-form with it (docs/decisions/0030).
const BookingPage = lazyScreen(() => import("../features/bookings/booking-page").then((m) => m.BookingPage));

export function loader({ request }: Route.LoaderArgs) {
  const booking = decodeBookingLink(new URL(request.url).searchParams.get("data"));
  return booking ? { booking } : data({ booking: null }, { status: 400 });
}

/**
 * Places a booking (features/bookings/place-booking.ts), from this page's form and from the offering page's dialog
 * (a fetcher to this route), from the browser, so the API's rate limits see the person's own request.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<BookingActionResult> {
  return placeBooking(browserApi, await submittedBody(request));
}

export function meta() {
  return [{ title: "Book Offering · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function BookingRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.booking ? <BookingPage booking={loaderData.booking} /> : <InvalidBookingLink />;
}
