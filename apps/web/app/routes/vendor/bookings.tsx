import type { Route } from "./+types/bookings";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const BookingListPage = lazyScreen(() => import("../../features/bookings/vendor/booking-list-page").then((m) => m.BookingListPage));

export const meta: Route.MetaFunction = () => vendorMeta("Bookings");

export default function VendorBookingsRoute() {
  return <BookingListPage />;
}
