import { redirect } from "react-router";
import type { Route } from "./+types/account-booking";
import { getMyBooking } from "@utsav/api-client/consumer/get-my-booking";
import { readSession } from "../features/accounts/session.server";
import { MyBookingPage } from "../features/bookings/my-booking-page";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";

/** One of the consumer's bookings; another's, or none, is the API's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBooking(params.id)));
  return { booking: await apiData(context.api, (api) => getMyBooking(api, params.id)) };
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: "My booking · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function AccountBookingRoute({ loaderData }: Route.ComponentProps) {
  return <MyBookingPage key={loaderData.booking.id} booking={loaderData.booking} />;
}
