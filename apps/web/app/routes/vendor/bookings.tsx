import type { Route } from "./+types/bookings";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const BookingListPage = lazyScreen(() => import("../../features/vendor/bookings/booking-list-page").then((m) => m.BookingListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Bookings");

export default function VendorBookingsRoute() {
  return <BookingListPage />;
}
