import {
  BOOKING_ACTOR_NAMES,
  BOOKING_COPY,
  bookingAnswerCopyFor,
  bookingCopyFor,
  bookingTimeLines,
  chatLink,
  detailsBesideEvent,
  formatDayTime,
} from "@utsav/domain/client";
import type { VendorBookingDetail } from "@utsav/domain";
import { BookingHistory } from "../../../shared/ui/booking-history";
import { BookingStatusBadge } from "../../../shared/ui/booking-status-badge";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { Card } from "../../../shared/ui/vendor-area/page-header";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import type { BookingActionResult } from "./booking-acts";
import { BookingActions } from "./booking-answers";
import { BookingDetailHeader } from "./booking-headers";
import { TimeNotice } from "../booking-time";
import { EventSummary } from "../event-summary";
import { ProblemSection } from "../problem-section";

interface BookingDetailProps {
  /** The booking, read by the route's loader (and again after each answer). */
  booking: VendorBookingDetail;
  /** What the route's action answered to the last answer sent. */
  result: BookingActionResult;
  /** An answer is on its way. */
  busy: boolean;
}

/**
 * /vendor/bookings/:id: the event's date and place, every field the consumer filled, call and WhatsApp links, the history
 * and the answers; time (docs/decisions/0054): until when to answer, how far off the event is, when a confirmed booking
 * completes by itself, and a problem to report.
 */
export function BookingDetailPage({ booking, result, busy }: BookingDetailProps) {
  return (
    <>
      <BookingDetailHeader reference={booking.reference} />
      <BookingDetail booking={booking} result={result} busy={busy} />
    </>
  );
}

function BookingDetail({ booking, result, busy }: { booking: VendorBookingDetail; result: BookingActionResult; busy: boolean }) {
  const name = booking.consumerName ?? BOOKING_ACTOR_NAMES.forVendor.consumer;
  const failure = result && "error" in result ? result.error : null;
  const problemResult = result && ("problemSent" in result || "problemError" in result) ? result : undefined;
  const time = bookingTimeLines(booking, { viewer: "vendor", now: new Date() });
  // The phone shows among the details; the buttons name the person, as their accessible names do.
  return (
    <div className={styles.detail}>
      <Card aria-labelledby="booking-title">
        <div className={styles.rowHead}>
          <h2 id="booking-title" className={styles.cardTitle}>
            {booking.offeringName}
          </h2>
          <BookingStatusBadge status={booking.status} />
        </div>
        <p className={styles.rowMeta}>
          {BOOKING_COPY.placedOn} <time dateTime={booking.createdAt}>{formatDayTime(booking.createdAt)}</time>
        </p>
        {/* When and where first (docs/decisions/0034), then every other field the shopper filled. */}
        <EventSummary booking={booking} countdown={time.countdown} />
        <dl className={styles.fields}>
          {detailsBesideEvent(booking).map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
        {booking.consumerPhone ? (
          <div className={styles.contact}>
            <a href={`tel:${booking.consumerPhone}`} className="btn btn-outline">
              {bookingCopyFor.callConsumer(name)}
            </a>
            <a
              href={chatLink(
                booking.consumerPhone,
                bookingCopyFor.vendorChat(booking.consumerName ?? "", booking.reference, booking.offeringName),
              )}
              className="btn btn-outline"
              target="_blank"
              rel="noreferrer"
              aria-label={bookingCopyFor.whatsappConsumer(name)}
            >
              {BOOKING_COPY.whatsappConsumer}
            </a>
          </div>
        ) : null}
        {booking.refund ? <p className={styles.rowMeta}>{bookingAnswerCopyFor.refundForVendor(booking.refund)}</p> : null}
        {/* Beside the answers it is about: answer by then, or the booking expires; left alone, it completes then. */}
        <TimeNotice line={time.answerBy ?? time.completesOn} />
        {booking.nextStatuses.length > 0 ? (
          // A new status is a new set of answers: the one being asked (and its reason) is done with.
          <BookingActions key={booking.status} booking={booking} failure={failure} busy={busy} />
        ) : (
          // Refused because the booking moved on (the customer cancelled): the page shows it as it is now, and why.
          <FormAlert message={failure} />
        )}
      </Card>
      <ProblemSection
        timing={booking.timing}
        result={problemResult}
        names={BOOKING_ACTOR_NAMES.forVendor}
        frame={Card}
        titleClassName={styles.cardTitle}
      />
      <Card aria-labelledby="history-title">
        <h2 id="history-title" className={styles.cardTitle}>
          {BOOKING_COPY.history}
        </h2>
        <BookingHistory events={booking.events} />
      </Card>
    </div>
  );
}
