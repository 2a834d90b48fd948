import { getMyBooking } from "@utsav/api-client/consumer/get-my-booking";
import type { ConsumerBookingList } from "@utsav/domain";
import { serverApi } from "../../lib/api";
import type { ApiClient } from "../../lib/api";
import { paths } from "../../lib/paths";

/**
 * My bookings' "Pay now" links (docs/decisions/0048): for each booking still waiting for its advance, the checkout of
 * its order while that order is open. The list's rows do not carry the order, so each waiting booking is read; there
 * are seldom more than one, as an order expires within the hour. A booking that cannot be read gets no link.
 */
export async function payNowLinks(api: ApiClient, list: ConsumerBookingList): Promise<Record<string, string>> {
  const waiting = list.bookings.filter((booking) => booking.status === "awaiting_payment");
  const links = await Promise.all(
    waiting.map(async ({ id }) => {
      const result = await getMyBooking(serverApi(api), id).catch(() => null);
      const payment = result?.ok ? result.data.payment : null;
      return payment?.status === "created" ? ([[id, paths.checkout(payment.orderId)]] as const) : [];
    }),
  );
  return Object.fromEntries(links.flat());
}
