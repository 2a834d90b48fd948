import { useState } from "react";
import { BOOKING_ANSWER_COPY, BOOKING_COPY, BOOKING_REASON_MAX, bookingReasonProblem } from "@utsav/domain/client";
import type { ConsumerBookingDetail } from "@utsav/domain";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import ConfirmDialog from "../../shared/ui/confirm-dialog";
import { errorIdOf } from "../../shared/ui/field";
import { FieldError } from "../../shared/ui/field-error";
import { BookingOutcome } from "./booking-outcome";
import type { CancelActionResult, CancelSubmission } from "./cancel-booking";
import styles from "./my-bookings.module.css";

/** The reason is optional; the domain's rule holds it to the length the API takes. */
const checkCancel: DomainCheck<CancelSubmission> = ({ reason }) => ({ reason: bookingReasonProblem(reason) });

/**
 * While the booking may be cancelled (the lifecycle's canCancel), its cancellation terms and the way to cancel; once it
 * cannot, what became of it instead (issue 38): a completed booking offers no terms it can no longer use.
 */
export function CancelSection({ booking, result }: { booking: ConsumerBookingDetail; result: CancelActionResult }) {
  return booking.canCancel ? <CancelForm booking={booking} result={result} /> : <BookingOutcome booking={booking} />;
}

/**
 * The vendor's cancellation terms; what cancelling now gives back (or that the vendor's terms promise nothing); the
 * reason and a dialog that asks first, stating the amount (docs/decisions/0035). Payment is cash on delivery: the
 * vendor pays back.
 */
function CancelForm({ booking, result }: { booking: ConsumerBookingDetail; result: CancelActionResult }) {
  const form = useDomainForm<CancelSubmission>({ defaultValues: { reason: "" }, check: checkCancel });
  const submitJson = useSubmitJson();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const reasonError = form.errorOf("reason");
  // A refusal stays until the next try, as the form keeps what was typed.
  const error = !sending && result && "error" in result ? result.error : null;
  const terms = booking.cancellationTerms;
  const amount = booking.refundIfCancelled?.line ?? BOOKING_ANSWER_COPY.refundNotStated;
  const ask = form.handleSubmit(() => setAsking(true));
  const cancel = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    await submitJson({ reason: form.getValues("reason") });
    // Read again: cancelled, or the refusal shows above the button.
    setSending(false);
    setAsking(false);
  };
  return (
    <section aria-labelledby="terms-title" className={styles.card}>
      <h2 id="terms-title">{BOOKING_COPY.cancellationTerms}</h2>
      {terms ? (
        <ul className={styles.terms}>
          {terms.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{BOOKING_COPY.noCancellationTerms}</p>
      )}
      {/* Where the vendor stated no terms, the line above already says to ask them: it is not said twice. */}
      {terms || booking.refundIfCancelled ? <p className={styles.refund}>{amount}</p> : null}
      <form onSubmit={(e) => void ask(e)} className={styles.cancel}>
        <label className={styles.field}>
          <span>{BOOKING_COPY.cancelReasonLabel}</span>
          <textarea {...form.control("reason")} maxLength={BOOKING_REASON_MAX} rows={3} />
        </label>
        {reasonError ? <FieldError id={errorIdOf(form.fieldId("reason"))} message={reasonError} /> : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <button type="submit" className="btn btn-outline" disabled={sending}>
          {BOOKING_COPY.cancelBooking}
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={BOOKING_COPY.cancelConfirmTitle}
        lead={BOOKING_COPY.cancelConfirmLead}
        amount={amount}
        confirmLabel={BOOKING_COPY.cancelBooking}
        keepLabel={BOOKING_COPY.keepBooking}
        busy={sending}
        failure={null}
        onConfirm={(event) => void cancel(event)}
      />
    </section>
  );
}
