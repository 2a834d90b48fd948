import { data } from "react-router";
import type { Route } from "./+types/booking";
import { decodeBookingLink } from "../features/bookings/booking-link.server";
import { BookingPage, InvalidBookingLink } from "../features/bookings/booking-page";

export function loader({ request }: Route.LoaderArgs) {
  const booking = decodeBookingLink(new URL(request.url).searchParams.get("data"));
  return booking ? { booking } : data({ booking: null }, { status: 400 });
}

export function meta() {
  return [{ title: "Book Offering · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function BookingRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.booking ? <BookingPage booking={loaderData.booking} /> : <InvalidBookingLink />;
}
