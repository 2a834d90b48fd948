import { Link } from "react-router";
import { BOOKING_FORM_COPY, COMMON_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import BookingForm from "./booking-form";
import type { BookingLink } from "../../shared/lib/booking-link";
import styles from "./booking-page.module.css";

/** The phone's booking screen, /booking (application §2 Booking screen, page mode). */
export function BookingPage({ booking }: { booking: BookingLink }) {
  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={paths.offering(booking.offeringSlug)}>
        ‹ {booking.offeringName}
      </Link>
      <h1 className="page-title">{BOOKING_FORM_COPY.bookingTitle}</h1>
      <BookingForm booking={booking} mode="page" />
    </div>
  );
}

/** A /booking link whose data cannot be read: say so, and offer the way home, never a crash. */
export function InvalidBookingLink() {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className="page-title">This booking link is not valid</h1>
      <p className="muted">The link may be incomplete or changed. Please open the offering again and press Book Now.</p>
      <Link className="btn btn-primary" to={paths.home()}>
        {COMMON_COPY.goHome}
      </Link>
    </div>
  );
}
