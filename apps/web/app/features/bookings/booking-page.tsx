import { Link } from "react-router";
import { BOOKING_FORM_COPY } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import type { BookingAdvance } from "./booking-advance";
import BookingForm from "./booking-form";
import type { BookingLink } from "../../shared/lib/booking-link";
import type { PickerAvailability } from "@utsav/domain/client";
import styles from "./booking-page.module.css";

/** The phone's booking screen, /booking (application §2 Booking screen, page mode); its route loads it as its own chunk. */
export function BookingPage({
  booking,
  advance,
  availability,
}: {
  booking: BookingLink;
  advance: BookingAdvance | null;
  /** The vendor's unavailable days (docs/decisions/0056), read by the page's loader; null when they could not be. */
  availability: PickerAvailability | null;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <Link className={styles.back} to={paths.offering(booking.offeringSlug)}>
        ‹ {booking.offeringName}
      </Link>
      <h1 className="page-title">{BOOKING_FORM_COPY.bookingTitle}</h1>
      <BookingForm booking={booking} mode="page" advance={advance} availability={availability} />
    </div>
  );
}
