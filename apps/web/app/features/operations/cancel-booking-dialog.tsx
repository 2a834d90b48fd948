import { useRef, useState } from "react";
import { BOOKING_COPY, cancelReasonProblem, OPERATOR_CANCEL_REASON_MAX, WAITING_COPY } from "@utsav/domain/client";
import type { WaitingBooking } from "@utsav/domain";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useActFetcher } from "../../shared/lib/forms/use-act-fetcher";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import ConfirmDialog from "../../shared/ui/confirm-dialog";
import { FormField } from "../../shared/ui/form-field";
import type { WaitingAct, WaitingActResult } from "./waiting-acts";

export interface CancelBookingDialogProps {
  /** The booking being cancelled; null while the dialog is closed. */
  booking: WaitingBooking | null;
  /** The route whose clientAction runs the act. */
  action: string;
  onClose: () => void;
  /** The booking is cancelled: the page says so. */
  onCancelled: (message: string) => void;
  /**
   * Moves focus once the dialog has closed after a cancel: to the page's notice, as the booking (and its Cancel) has
   * left the list. Kept, the dialog gives the focus back to the booking's Cancel itself.
   */
  focusNotice: () => void;
}

interface ReasonValues {
  reason: string;
}

/** The domain's own rule, as the API's schema applies it: a reason, at most OPERATOR_CANCEL_REASON_MAX characters. */
const checkReason: DomainCheck<ReasonValues> = ({ reason }) => ({ reason: cancelReasonProblem(reason) });

/**
 * "Cancel booking #…?" (docs/decisions/0037): what happens (both sides told with the reason, anything paid refunded),
 * the reason, and the answer; the site's ConfirmDialog. Focus starts in the reason and stays inside; Escape, the close
 * button and "Keep booking" close it unsent, and focus goes back to the booking's Cancel. Once cancelled, the booking
 * leaves the list, so focus goes to the page's notice instead. A refusal (409: the booking moved on) shows above the
 * buttons.
 */
export default function CancelBookingDialog({ booking, action, onClose, onCancelled, focusNotice }: CancelBookingDialogProps) {
  // What the dialog shows while it closes, after the page has let go of the booking.
  const [shown, setShown] = useState(booking);
  if (booking && booking !== shown) setShown(booking);
  const done = useRef(false);
  const form = useDomainForm<ReasonValues>({ defaultValues: { reason: "" }, check: checkReason });
  const cancel = useActFetcher<WaitingActResult, WaitingAct>({
    action,
    onAnswer: (answer) => {
      if (answer && "message" in answer) {
        done.current = true;
        form.reset();
        onCancelled(answer.message);
        onClose();
      } else form.refuse(answer && "error" in answer ? answer.error : WAITING_COPY.failed);
    },
  });
  const busy = cancel.busy || form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!shown) return;
    done.current = false;
    await cancel.sendJson({ intent: "cancel", bookingId: shown.id, reason: reason.trim() });
  });

  /** Escape, the close button or "Keep booking": nothing is sent, and it opens again empty. Not while sending. */
  const close = () => {
    if (busy) return;
    form.reset();
    cancel.forget();
    onClose();
  };

  return (
    <ConfirmDialog
      open={booking !== null}
      onClose={close}
      title={WAITING_COPY.cancelTitle(shown?.reference ?? "")}
      lead={WAITING_COPY.cancelLead}
      confirmLabel={BOOKING_COPY.cancelBooking}
      keepLabel={BOOKING_COPY.keepBooking}
      busy={busy}
      failure={form.formError}
      onConfirm={(event) => void submit(event)}
      // Focus starts in the reason, which is what the dialog asks for.
      onOpenAutoFocus={(event) => {
        done.current = false;
        event.preventDefault();
        form.setFocus("reason");
      }}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusNotice();
      }}
    >
      <FormField form={form} name="reason" label={WAITING_COPY.reasonLabel} required>
        {(control) => <textarea {...control} rows={4} maxLength={OPERATOR_CANCEL_REASON_MAX} />}
      </FormField>
    </ConfirmDialog>
  );
}
