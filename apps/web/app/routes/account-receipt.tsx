import { redirect } from "react-router";
import type { Route } from "./+types/account-receipt";
import { getMyBooking } from "@utsav/api-client/consumer/get-my-booking";
import { SHOPPER_PAYMENT_COPY } from "@utsav/domain/client";
import { readSession } from "../features/accounts/session.server";
import { ReceiptPage } from "../features/bookings/receipt-page";
import { apiData, apiErrorResponse } from "../lib/api";
import { paths } from "../lib/paths";

/**
 * A receipt of one of the consumer's bookings (docs/decisions/0048), from the booking's own data: another's booking is
 * the API's 404, and a receipt the booking does not have is a 404 here.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const session = await readSession(context.api);
  if (!session.isAuthenticated || session.userType !== "consumer") {
    throw redirect(paths.login(paths.myReceipt(params.id, params.receiptId)));
  }
  const booking = await apiData(context.api, (api) => getMyBooking(api, params.id));
  const receipt = booking.receipts.find((candidate) => candidate.id === params.receiptId);
  if (!receipt) throw apiErrorResponse(404, SHOPPER_PAYMENT_COPY.receiptNotFound);
  return { receipt };
}

export function headers() {
  return { "cache-control": "no-store" };
}

export function meta() {
  return [{ title: SHOPPER_PAYMENT_COPY.receiptPageTitle }, { name: "robots", content: "noindex" }];
}

export default function AccountReceiptRoute({ loaderData }: Route.ComponentProps) {
  return <ReceiptPage receipt={loaderData.receipt} />;
}
