import { useState } from "react";
import {
  BOOKING_ANSWER_COPY,
  BOOKING_COPY,
  BOOKING_REASON_MAX,
  BOOKING_STATUS_LABELS,
  bookingAnswerCopyFor,
  checkBookingTransition,
  reasonRequired,
} from "@utsav/domain/client";
import type { BookingStatus, VendorBookingDetail } from "@utsav/domain";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import ConfirmDialog from "../../../shared/ui/confirm-dialog";
import dialog from "../../../shared/ui/confirm-dialog.module.css";
import { errorIdOf, FieldError, FormAlert } from "../../../shared/ui/vendor-area/field";
import styles from "../../../shared/ui/vendor-area/records.module.css";
import { isBookingAnswer } from "./booking-acts";
import type { BookingAct, BookingAnswer } from "./booking-acts";

// The vendor's answers on the booking's page: a button each, sent as JSON to the route's clientAction
// (booking-acts.ts). Confirm goes at once; decline, cancel and complete cannot be undone, so each asks first in a dialog
// that says what follows (docs/decisions/0035): a decline with its reason (required), a cancel with its reason
// (optional) and the amount owed back, a complete once the event has taken place.

/** What each answer's button says. */
const ACTION_LABELS: Partial<Record<BookingStatus, string>> = {
  confirmed: BOOKING_COPY.confirm,
  declined: BOOKING_COPY.decline,
  completed: BOOKING_COPY.complete,
  cancelled: BOOKING_COPY.cancelBooking,
};

/** The answers that ask first, with the dialog's words. */
const ASKS: Partial<Record<BookingAnswer, { title: string; lead: string; reasonLabel?: string }>> = {
  declined: {
    title: BOOKING_ANSWER_COPY.declineTitle,
    lead: BOOKING_ANSWER_COPY.declineLead,
    reasonLabel: BOOKING_COPY.declineReasonLabel,
  },
  cancelled: {
    title: BOOKING_ANSWER_COPY.vendorCancelTitle,
    lead: BOOKING_ANSWER_COPY.vendorCancelLead,
    reasonLabel: BOOKING_COPY.cancelReasonLabel,
  },
  completed: { title: BOOKING_ANSWER_COPY.completeTitle, lead: BOOKING_ANSWER_COPY.completeLead },
};

interface AnswersProps {
  booking: VendorBookingDetail;
  /** The API's refusal of the last answer sent. */
  failure: string | null;
  busy: boolean;
}

/** The answers the lifecycle allows now (never Complete before the event date: it says from when instead). */
export function BookingActions({ booking, failure, busy }: AnswersProps) {
  const submitJson = useSubmitJson();
  // The answer the dialog asks about, kept while it closes so that the dialog gives the focus back to its button.
  const [asking, setAsking] = useState<{ answer: BookingAnswer; open: boolean } | null>(null);
  const send = (act: BookingAct) => submitJson(act);
  return (
    <div className={styles.actions}>
      {asking?.open ? null : <FormAlert message={failure} />}
      {booking.nextStatuses.map((status) => (
        <button
          key={status}
          type="button"
          className={status === "confirmed" || status === "completed" ? "btn btn-primary" : "btn btn-outline"}
          disabled={busy}
          aria-label={`${ACTION_LABELS[status] ?? BOOKING_STATUS_LABELS[status]} ${booking.reference}`}
          onClick={() => {
            if (!isBookingAnswer(status)) return;
            if (ASKS[status]) setAsking({ answer: status, open: true });
            else void send({ intent: status });
          }}
        >
          {ACTION_LABELS[status] ?? BOOKING_STATUS_LABELS[status]}
        </button>
      ))}
      {booking.completableFrom ? <p className={styles.rowMeta}>{bookingAnswerCopyFor.completeFrom(booking.completableFrom)}</p> : null}
      {asking ? (
        <AskFirst
          key={asking.answer}
          open={asking.open}
          booking={booking}
          answer={asking.answer}
          failure={failure}
          busy={busy}
          onSend={send}
          onKeep={() => setAsking({ ...asking, open: false })}
        />
      ) : null}
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

interface AskFirstProps extends AnswersProps {
  open: boolean;
  answer: BookingAnswer;
  onSend: (act: BookingAct) => Promise<void>;
  onKeep: () => void;
}

/** The dialog before a decline, a cancel or a complete: what follows, the reason where one is asked, the amount of a cancel. */
function AskFirst({ open, booking, answer, failure, busy, onSend, onKeep }: AskFirstProps) {
  const words = ASKS[answer];
  const required = reasonRequired("vendor", answer);
  const form = useDomainForm<ReasonValues>({ defaultValues: { reason: "" }, check: reasonCheck(booking.status, answer) });
  const error = form.errorOf("reason");
  const submit = form.handleSubmit(({ reason }) => onSend(words?.reasonLabel ? { intent: answer, reason } : { intent: answer }));
  return (
    <ConfirmDialog
      open={open}
      onClose={onKeep}
      title={words?.title ?? ""}
      lead={words?.lead ?? ""}
      amount={answer === "cancelled" ? (booking.refundIfCancelled?.line ?? null) : null}
      confirmLabel={ACTION_LABELS[answer] ?? BOOKING_STATUS_LABELS[answer]}
      keepLabel={BOOKING_COPY.keepBooking}
      busy={busy || form.formState.isSubmitting}
      failure={failure}
      onConfirm={(event) => void submit(event)}
    >
      {words?.reasonLabel ? (
        <div className={dialog.field}>
          <label htmlFor={form.fieldId("reason")}>{words.reasonLabel}</label>
          {/* The browser's own checks stay (required, maxLength); the domain's rule stands behind them. */}
          <textarea maxLength={BOOKING_REASON_MAX} required={required} rows={3} {...form.control("reason")} />
          {error ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={error} /> : null}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
