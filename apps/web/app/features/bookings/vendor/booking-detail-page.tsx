import { useState } from "react";
import { useParams } from "react-router";
import {
  BOOKING_ACTOR_NAMES,
  BOOKING_COPY,
  BOOKING_MESSAGES,
  BOOKING_REASON_MAX,
  BOOKING_STATUS_LABELS,
  bookingCopyFor,
  chatLink,
  formatDayTime,
  reasonRequired,
} from "@utsav/domain/client";
import type { BookingStatus, VendorBookingDetail } from "@utsav/domain";
import { thrownMessage } from "../../../lib/api-client";
import { BookingHistory } from "../../../shared/ui/booking-history";
import { BookingStatusBadge } from "../../../shared/ui/booking-status-badge";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useSetBookingStatus, useVendorBooking } from "./api/bookings";
import { isNotFound } from "../../../shared/lib/vendor-area/request";
import { NotFoundView } from "../../../shared/ui/not-found-view";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { Card, LoadError, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { workPaths } from "../../../lib/work-paths";

/** What each answer's button says. */
const ACTION_LABELS: Partial<Record<BookingStatus, string>> = {
  confirmed: BOOKING_COPY.confirm,
  declined: BOOKING_COPY.decline,
  completed: BOOKING_COPY.complete,
  cancelled: BOOKING_COPY.cancelBooking,
};

/** /vendor/bookings/:id: every field the consumer filled, call and WhatsApp links, the history and the answers. */
export function BookingDetailPage() {
  const { id = "" } = useParams();
  const query = useVendorBooking(id);
  if (query.isError && isNotFound(query.error)) return <NotFoundView message={BOOKING_MESSAGES.bookingNotFound} />;
  return (
    <>
      <PageHeader
        title={query.data ? `${BOOKING_COPY.bookingDetails} ${query.data.reference}` : BOOKING_COPY.bookingDetails}
        back={{ to: workPaths.vendorBookings(), label: BOOKING_COPY.vendorBookingsTitle }}
      />
      {query.isPending ? (
        <div role="status" aria-label="Loading the booking">
          <Skeleton height={240} radius={14} />
        </div>
      ) : query.isError ? (
        <LoadError message={thrownMessage(query.error, BOOKING_MESSAGES.bookingsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <BookingDetail booking={query.data} />
      )}
    </>
  );
}

function BookingDetail({ booking }: { booking: VendorBookingDetail }) {
  const name = booking.consumerName ?? BOOKING_ACTOR_NAMES.forVendor.consumer;
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
        <dl className={styles.fields}>
          {booking.details.map((detail) => (
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
        {booking.nextStatuses.length > 0 ? <BookingActions booking={booking} /> : null}
      </Card>
      <Card aria-labelledby="history-title">
        <h2 id="history-title" className={styles.cardTitle}>
          {BOOKING_COPY.history}
        </h2>
        <BookingHistory events={booking.events} />
      </Card>
    </div>
  );
}

/** The answers the lifecycle allows now; decline and cancel ask for a reason first (required for a decline). */
function BookingActions({ booking }: { booking: VendorBookingDetail }) {
  const change = useSetBookingStatus(booking.id);
  const [asking, setAsking] = useState<BookingStatus | null>(null);
  const [reason, setReason] = useState("");
  const answer = (status: BookingStatus, given?: string) =>
    change.mutate({ status, reason: given }, { onSuccess: () => (setAsking(null), setReason("")) });
  if (asking) {
    const required = reasonRequired("vendor", asking);
    return (
      <form
        className={styles.reasonForm}
        onSubmit={(event) => {
          event.preventDefault();
          answer(asking, reason.trim() || undefined);
        }}
      >
        <label className={styles.filterField}>
          <span>{required ? BOOKING_COPY.declineReasonLabel : BOOKING_COPY.cancelReasonLabel}</span>
          <textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={BOOKING_REASON_MAX}
            required={required}
            rows={3}
          />
        </label>
        <FormAlert message={change.isError ? thrownMessage(change.error, BOOKING_MESSAGES.bookingUpdateFailed) : null} />
        <div className={styles.contact}>
          <button type="submit" className="btn btn-primary" disabled={change.isPending}>
            {ACTION_LABELS[asking]}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setAsking(null)}>
            {BOOKING_COPY.keepBooking}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.actions}>
      <FormAlert message={change.isError ? thrownMessage(change.error, BOOKING_MESSAGES.bookingUpdateFailed) : null} />
      {booking.nextStatuses.map((status) => (
        <button
          key={status}
          type="button"
          className={status === "confirmed" || status === "completed" ? "btn btn-primary" : "btn btn-outline"}
          disabled={change.isPending}
          aria-label={`${ACTION_LABELS[status] ?? BOOKING_STATUS_LABELS[status]} ${booking.reference}`}
          onClick={() => (status === "declined" || status === "cancelled" ? setAsking(status) : answer(status))}
        >
          {ACTION_LABELS[status] ?? BOOKING_STATUS_LABELS[status]}
        </button>
      ))}
    </div>
  );
}
