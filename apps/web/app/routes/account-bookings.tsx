import { redirect } from "react-router";
import type { Route } from "./+types/account-bookings";
import { listMyBookings } from "@utsav/api-client/consumer/list-my-bookings";
import { readSession } from "../features/accounts/session.server";
import { MyBookingsPage } from "../features/bookings/my-bookings-page";
import { payNowLinks } from "../features/bookings/pay-now.server";
import { apiData } from "../lib/api";
import { paths } from "../lib/paths";

/** My bookings: a signed-in consumer's; anyone else signs in first and comes back here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBookings()));
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  const list = await apiData(context.api, (api) => listMyBookings(api, cursor));
  return {
    list,
    nextPage: list.nextCursor ? `${paths.myBookings()}?cursor=${list.nextCursor}` : null,
    payNow: await payNowLinks(context.api, list),
  };
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: "My bookings · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function AccountBookingsRoute({ loaderData }: Route.ComponentProps) {
  return <MyBookingsPage list={loaderData.list} nextPage={loaderData.nextPage} payNow={loaderData.payNow} />;
}
