import { useState } from "react";
import { BOOKING_COPY, BOOKING_REASON_MAX, BOOKING_STATUS_LABELS, checkBookingTransition, reasonRequired } from "@utsav/domain/client";
import type { BookingStatus, VendorBookingDetail } from "@utsav/domain";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import { errorIdOf, FieldError, FormAlert } from "../../../shared/ui/vendor-area/field";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { isBookingAnswer } from "./booking-acts";
import type { BookingAct, BookingAnswer } from "./booking-acts";

// The vendor's answers on the booking's page: a button each, sent as JSON to the route's clientAction
// (booking-acts.ts); a decline or a cancel asks a reason first, through the form helper (docs/decisions/0030).

/** What each answer's button says. */
const ACTION_LABELS: Partial<Record<BookingStatus, string>> = {
  confirmed: BOOKING_COPY.confirm,
  declined: BOOKING_COPY.decline,
  completed: BOOKING_COPY.complete,
  cancelled: BOOKING_COPY.cancelBooking,
};

/** The answers that ask a reason before they are sent. */
const ASKS_REASON: readonly BookingStatus[] = ["declined", "cancelled"];

interface AnswersProps {
  booking: VendorBookingDetail;
  /** The API's refusal of the last answer sent. */
  failure: string | null;
  busy: boolean;
}

/** The answers the lifecycle allows now; decline and cancel ask for a reason first (required for a decline). */
export function BookingActions({ booking, failure, busy }: AnswersProps) {
  const submitJson = useSubmitJson();
  const [asking, setAsking] = useState<BookingAnswer | null>(null);
  const send = (act: BookingAct) => submitJson(act);
  if (asking) {
    return <ReasonForm booking={booking} answer={asking} failure={failure} busy={busy} onSend={send} onKeep={() => setAsking(null)} />;
  }
  return (
    <div className={styles.actions}>
      <FormAlert message={failure} />
      {booking.nextStatuses.map((status) => (
        <button
          key={status}
          type="button"
          className={status === "confirmed" || status === "completed" ? "btn btn-primary" : "btn btn-outline"}
          disabled={busy}
          aria-label={`${ACTION_LABELS[status] ?? BOOKING_STATUS_LABELS[status]} ${booking.reference}`}
          onClick={() => {
            if (!isBookingAnswer(status)) return;
            if (ASKS_REASON.includes(status)) setAsking(status);
            else void send({ intent: status });
          }}
        >
          {ACTION_LABELS[status] ?? BOOKING_STATUS_LABELS[status]}
        </button>
      ))}
    </div>
  );
}

interface ReasonValues {
  reason: string;
}

/**
 * The lifecycle's own rule (checkBookingTransition, as the API applies it): a decline says why. Whether the booking
 * may still move is the API's to answer, with what happened since the page was read.
 */
const reasonCheck =
  (from: BookingStatus, to: BookingAnswer): DomainCheck<ReasonValues> =>
  ({ reason }) => {
    const problem = checkBookingTransition("vendor", from, to, reason);
    return { reason: problem && "invalid" in problem ? problem.invalid : null };
  };

interface ReasonFormProps extends AnswersProps {
  answer: BookingAnswer;
  onSend: (act: BookingAct) => Promise<void>;
  onKeep: () => void;
}

/** The reason for a decline (required, the customer reads it) or a cancel (optional), then the answer. */
function ReasonForm({ booking, answer, failure, busy, onSend, onKeep }: ReasonFormProps) {
  const required = reasonRequired("vendor", answer);
  const form = useDomainForm<ReasonValues>({ defaultValues: { reason: "" }, check: reasonCheck(booking.status, answer) });
  const error = form.errorOf("reason");
  const submit = form.handleSubmit(({ reason }) => onSend({ intent: answer, reason }));
  return (
    <form className={styles.reasonForm} onSubmit={(event) => void submit(event)}>
      <label className={styles.filterField}>
        <span>{required ? BOOKING_COPY.declineReasonLabel : BOOKING_COPY.cancelReasonLabel}</span>
        {/* The browser's own checks stay (required, maxLength); the domain's rule stands behind them. */}
        <textarea maxLength={BOOKING_REASON_MAX} required={required} rows={3} {...form.control("reason")} />
      </label>
      {error ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={error} /> : null}
      <FormAlert message={failure} />
      <div className={styles.contact}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {ACTION_LABELS[answer]}
        </button>
        <button type="button" className="btn btn-outline" onClick={onKeep}>
          {BOOKING_COPY.keepBooking}
        </button>
      </div>
    </form>
  );
}
