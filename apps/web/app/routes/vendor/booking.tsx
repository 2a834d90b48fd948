import type { Route } from "./+types/booking";
import { vendorMeta } from "../../features/vendor/shell/vendor-meta";
import { lazyScreen } from "../../features/vendor/ui/lazy-page";

const BookingDetailPage = lazyScreen(() => import("../../features/vendor/bookings/booking-detail-page").then((m) => m.BookingDetailPage));

export const meta: Route.MetaFunction = () => vendorMeta("Booking");

export default function VendorBookingRoute() {
  return <BookingDetailPage />;
}
