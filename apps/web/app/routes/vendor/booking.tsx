import type { Route } from "./+types/booking";
import { vendorMeta } from "../../features/vendors/shell/vendor-meta";
import { lazyScreen } from "../../shared/ui/vendor-area/lazy-page";

const BookingDetailPage = lazyScreen(() => import("../../features/bookings/vendor/booking-detail-page").then((m) => m.BookingDetailPage));

export const meta: Route.MetaFunction = () => vendorMeta("Booking");

export default function VendorBookingRoute() {
  return <BookingDetailPage />;
}
