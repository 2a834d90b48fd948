import { useRef } from "react";
import {
  OPERATOR_PAYMENT_COPY,
  OPERATOR_PAYMENT_MESSAGES,
  OPERATOR_REFUND_REASON_MAX,
  refundAmountProblem,
  refundReasonProblem,
  typedPaise,
} from "@utsav/domain/client";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import ConfirmDialog from "../../../shared/ui/confirm-dialog";
import { FormField } from "../../../shared/ui/form-field";
import type { ConsoleAct, ConsoleActResult } from "./console-acts";

export interface RefundDialogProps {
  open: boolean;
  bookingId: string;
  reference: string;
  /** What is left of the payment, in paise: the most it may refund, and what it refunds when no amount is typed. */
  refundablePaise: number;
  /** The route whose clientAction runs the act. */
  action: string;
  onClose: () => void;
  /** The refund is owed: the page says so. */
  onRefunded: (message: string) => void;
  /** Moves focus once the dialog has closed after a refund: to the page's notice (the Refund button may be gone). */
  focusNotice: () => void;
}

interface RefundValues {
  amount: string;
  reason: string;
}

/**
 * "Refund booking #…?" (docs/decisions/0052): the amount in rupees (everything left when empty) and the reason, both
 * checked by the domain's rules as the API checks them; the dialog states the amount the shopper gets back as it is
 * typed, and the confirm button repeats it. The site's ConfirmDialog: focus starts in the amount and stays inside;
 * Escape and Keep close it unsent. A refusal (400: more than is left, 409: nothing left) shows above the buttons.
 */
export default function RefundDialog({
  open,
  bookingId,
  reference,
  refundablePaise,
  action,
  onClose,
  onRefunded,
  focusNotice,
}: RefundDialogProps) {
  const done = useRef(false);
  const check: DomainCheck<RefundValues> = ({ amount, reason }) => ({
    amount: refundAmountProblem(amount, refundablePaise),
    reason: refundReasonProblem(reason),
  });
  const form = useDomainForm<RefundValues>({ defaultValues: { amount: "", reason: "" }, check });
  const refund = useActFetcher<ConsoleActResult, ConsoleAct>({
    action,
    onAnswer: (answer) => {
      if (answer && "message" in answer) {
        done.current = true;
        form.reset();
        onRefunded(answer.message);
        onClose();
      } else form.refuse(answer && "error" in answer ? answer.error : OPERATOR_PAYMENT_MESSAGES.failed);
    },
  });
  const busy = refund.busy || form.formState.isSubmitting;
  const typed = typedPaise(form.watch("amount"));
  const amount = typed === undefined ? refundablePaise : typed !== null && typed <= refundablePaise ? typed : null;

  const submit = form.handleSubmit(async ({ amount: typedAmount, reason }) => {
    done.current = false;
    await refund.sendJson({ intent: "refund", bookingId, amount: typedAmount.trim(), reason: reason.trim() });
  });

  const close = () => {
    if (busy) return;
    form.reset();
    refund.forget();
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={OPERATOR_PAYMENT_COPY.refundTitle(reference)}
      lead={OPERATOR_PAYMENT_COPY.refundLead}
      amount={amount === null ? null : OPERATOR_PAYMENT_COPY.willRefund(amount)}
      confirmLabel={amount === null ? OPERATOR_PAYMENT_COPY.refund : OPERATOR_PAYMENT_COPY.confirmRefund(amount)}
      busyLabel={OPERATOR_PAYMENT_COPY.refunding}
      keepLabel={OPERATOR_PAYMENT_COPY.keep}
      busy={busy}
      failure={form.formError}
      onConfirm={(event) => void submit(event)}
      onOpenAutoFocus={(event) => {
        done.current = false;
        event.preventDefault();
        form.setFocus("amount");
      }}
      onCloseAutoFocus={(event) => {
        if (!done.current) return;
        event.preventDefault();
        focusNotice();
      }}
    >
      <FormField
        form={form}
        name="amount"
        label={OPERATOR_PAYMENT_COPY.amountLabel}
        hint={OPERATOR_PAYMENT_COPY.amountHint(refundablePaise)}
      >
        {(control) => <input {...control} inputMode="decimal" autoComplete="off" />}
      </FormField>
      <FormField form={form} name="reason" label={OPERATOR_PAYMENT_COPY.reasonLabel} required>
        {(control) => <textarea {...control} rows={4} maxLength={OPERATOR_REFUND_REASON_MAX} />}
      </FormField>
    </ConfirmDialog>
  );
}
