import { useRef } from "react";
import { BOOKING_COPY } from "@utsav/domain/client";
import ModalDialog from "../../shared/ui/modal-dialog";
import styles from "./answer-dialog.module.css";

export interface AnswerDialogProps {
  open: boolean;
  /** Closed by Keep, the close button, Escape or the overlay; not while the answer is on its way. */
  onClose: () => void;
  title: string;
  /** What the answer does, and that it cannot be undone. */
  lead: string;
  /** What it gives back, said before it is sent: a cancel's amount, or that none is promised. */
  amount?: string | null;
  confirmLabel: string;
  busy: boolean;
  /** The API's refusal of the last try. */
  failure: string | null;
  onConfirm: (event: React.FormEvent) => void;
  /** Fields the answer asks for (a reason). */
  children?: React.ReactNode;
}

/**
 * The question before an answer that cannot be undone (decline, cancel, complete: docs/decisions/0035), on both sides'
 * booking pages: the consequence, for a cancel the amount, then the answer or Keep booking. A modal dialog (Radix, the
 * site's ModalDialog): focus moves into it and, opened by state with no Radix trigger, back to the button that opened
 * it; Escape keeps the booking. The pages that use it load lazily, so it is imported directly.
 */
export function AnswerDialog({ open, onClose, title, lead, amount, confirmLabel, busy, failure, onConfirm, children }: AnswerDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={title}
      description={lead}
      size="small"
      onOpenAutoFocus={() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      }}
      onCloseAutoFocus={(event) => {
        if (!opener.current?.isConnected) return;
        event.preventDefault();
        opener.current.focus();
      }}
    >
      <form className={styles.form} onSubmit={onConfirm} noValidate>
        {amount ? <p className={styles.amount}>{amount}</p> : null}
        {children}
        {failure ? (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {BOOKING_COPY.keepBooking}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
