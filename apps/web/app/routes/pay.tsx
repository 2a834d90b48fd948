import { getCheckout } from "@utsav/api-client/payments/get-checkout";
import { PAYMENT_COPY } from "@utsav/domain/client";
import type { Route } from "./+types/pay";
import { readSession } from "../features/accounts/session.server";
import { CheckoutPage } from "../features/payments/checkout-page";
import { apiData } from "../lib/api";
import { browserApi } from "../lib/api-client";
import { paths } from "../lib/paths";

/**
 * The checkout page of a booking's advance (docs/decisions/0050): its payment order's id is its address, which only the
 * shopper who booked is given; an unknown one is the API's 404. The booking's own page is linked for a signed-in shopper.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [checkout, session] = await Promise.all([
    apiData(context.api, (api) => getCheckout(api, params.orderId)),
    readSession(context.api),
  ]);
  const signedIn = session.isAuthenticated && session.userType === "consumer";
  return { checkout, bookingPath: signedIn ? paths.myBooking(checkout.bookingId) : null };
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: `${PAYMENT_COPY.payTitle} · Utsav` }, { name: "robots", content: "noindex" }];
}

export default function PayRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage key={loaderData.checkout.orderId} checkout={loaderData.checkout} bookingPath={loaderData.bookingPath} api={browserApi} />
  );
}
