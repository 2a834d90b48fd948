import ModalDialog from "./modal-dialog";
import type { ModalProps } from "./modal-dialog";
import styles from "./confirm-dialog.module.css";

export interface ConfirmDialogProps extends Pick<ModalProps, "onOpenAutoFocus" | "onCloseAutoFocus"> {
  open: boolean;
  /** Closed by the keep button, the close button, Escape or the overlay; not while the act is on its way. */
  onClose: () => void;
  title: string;
  /** What the act does, and that it cannot be undone. */
  lead: string;
  /** What it gives back, said before it is sent: a cancel's amount, or that none is promised. */
  amount?: string | null;
  confirmLabel: string;
  /** What the confirm button says while the act is on its way; its label otherwise. */
  busyLabel?: string;
  /** The button that closes it unsent: "Keep booking", "Keep". */
  keepLabel: string;
  /** An act that takes something away for good (removing a person) is confirmed in the danger colour. */
  danger?: boolean;
  busy: boolean;
  /** The API's refusal of the last try. */
  failure: string | null;
  onConfirm: (event: React.FormEvent) => void;
  /** Fields the act asks for (a reason). */
  children?: React.ReactNode;
}

/**
 * The question before an act that cannot be undone (a booking's decline, cancel or complete: docs/decisions/0035; an
 * operator's cancel: 0037; removing a team member: 0033): the consequence, for a cancel the amount, any field it asks
 * for, the API's refusal, then the act or the keep button. A modal dialog (the site's ModalDialog): focus moves into it
 * and back to what opened it; Escape keeps things as they are. It loads Radix with it: a page that does not load
 * lazily itself loads this lazily (useOpenedOnce), as the team page does.
 */
export default function ConfirmDialog({
  open,
  onClose,
  title,
  lead,
  amount,
  confirmLabel,
  busyLabel,
  keepLabel,
  danger = false,
  busy,
  failure,
  onConfirm,
  onOpenAutoFocus,
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next || busy ? undefined : onClose())}
      title={title}
      description={lead}
      size="small"
      onOpenAutoFocus={onOpenAutoFocus}
      onCloseAutoFocus={onCloseAutoFocus}
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
          <button
            type="submit"
            className={danger ? `btn ${styles.danger}` : "btn btn-primary"}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            {keepLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
