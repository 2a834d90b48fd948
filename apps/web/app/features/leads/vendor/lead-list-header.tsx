import { Link } from "react-router";
import { BOOKING_COPY } from "@utsav/domain/client";
import { PageHeader } from "../../../shared/ui/vendor-area/page-header";
import { workPaths } from "../../../lib/work-paths";

/**
 * The leads page's title and its way to the bookings; apart from the page so that the route's error boundary shows
 * it too, without loading the page's own chunk.
 */
export function LeadListHeader() {
  return (
    <PageHeader
      title={BOOKING_COPY.vendorLeadsTitle}
      lead="Customers who tapped View Contact on your offerings. Call them back while they are still choosing."
      actions={
        <Link to={workPaths.vendorBookings()} className="btn btn-outline">
          {BOOKING_COPY.viewBookings}
        </Link>
      }
    />
  );
}
