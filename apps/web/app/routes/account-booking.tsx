import { redirect } from "react-router";
import type { Route } from "./+types/account-booking";
import { getMyBooking } from "@utsav/api-client/consumer/get-my-booking";
import { reportMyBookingProblem } from "@utsav/api-client/consumer/report-my-booking-problem";
import { readSession } from "../features/accounts/session.server";
import { cancelBooking } from "../features/bookings/cancel-booking";
import type { MyBookingActionResult } from "../features/bookings/my-booking-page";
import { PROBLEM_INTENT, sendProblem } from "../features/bookings/problem-act";
import { apiData } from "../lib/api";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";
import { submittedBody } from "../shared/lib/forms/json-action";
import { lazyScreen } from "../shared/ui/lazy-screen";

// The page's cancel and problem forms load with its own chunk, react-hook-form with it (docs/decisions/0030).
const MyBookingPage = lazyScreen(() => import("../features/bookings/my-booking-page").then((m) => m.MyBookingPage));

/** One of the consumer's bookings; another's, or none, is the API's 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") throw redirect(paths.login(paths.myBooking(params.id)));
  return { booking: await apiData(context.api, (api) => getMyBooking(api, params.id)) };
}

/**
 * Cancels the booking (features/bookings/cancel-booking.ts) or reports a problem with it (problem-act.ts) from the
 * browser; the page is then read again.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<MyBookingActionResult> {
  const body = await submittedBody(request);
  if (body.text("intent") === PROBLEM_INTENT) return sendProblem((problem) => reportMyBookingProblem(browserApi, params.id, problem), body);
  return cancelBooking(browserApi, params.id, body);
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: "My booking · Utsav" }, { name: "robots", content: "noindex" }];
}

export default function AccountBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MyBookingPage key={loaderData.booking.id} booking={loaderData.booking} result={actionData} />;
}
