import { Link } from "react-router";
import { BOOKING_COPY, BOOKING_FORM_COPY, chatLink, messageFor, MESSAGES, SUPPORT } from "@utsav/domain/client";
import { paths } from "../../lib/paths";
import type { BookingLink } from "../../shared/lib/booking-link";
import styles from "./booking-form.module.css";

interface BookingSuccessProps {
  booking: BookingLink;
  mode: "page" | "modal";
  /** A signed-in shopper's booking is in My bookings already; a guest signs in with the number it names. */
  signedIn: boolean;
}

/** The booking form's success view (application §4): the message, the support chat, and where to follow the booking. */
export function BookingSuccess({ booking, mode, signedIn }: BookingSuccessProps) {
  return (
    <div className={styles.success} role="status">
      <svg className={styles.check} viewBox="0 0 52 52" aria-hidden="true">
        <circle className={styles.checkCircle} cx="26" cy="26" r="24" />
        <path className={styles.checkMark} d="M15 27l7 7 15-15" />
      </svg>
      <p className={styles.successText}>{MESSAGES.bookingSuccess}</p>
      <p className={styles.question}>{BOOKING_FORM_COPY.bookingQuestion}</p>
      <a
        className="btn btn-outline"
        href={chatLink(SUPPORT.phone, messageFor.bookingChat(booking.offeringName))}
        target="_blank"
        rel="noopener noreferrer"
      >
        {BOOKING_FORM_COPY.bookingChat}
      </a>
      <p className={styles.question}>{signedIn ? BOOKING_COPY.trackBookingSignedInLead : BOOKING_COPY.trackBookingLead}</p>
      <Link className="btn btn-outline" to={signedIn ? paths.myBookings() : paths.login(paths.myBookings())}>
        {BOOKING_COPY.trackBooking}
      </Link>
      {mode === "page" ? (
        <Link className="btn btn-primary" to={paths.offering(booking.offeringSlug)}>
          {BOOKING_FORM_COPY.backToOffering}
        </Link>
      ) : null}
    </div>
  );
}
