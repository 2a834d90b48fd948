import * as Dialog from "@radix-ui/react-dialog";
import { POPUP_WIDTHS } from "@utsav/domain/client";
import { CloseIcon } from "./icons";
import styles from "./overlay.module.css";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Popup widths of application §2: small 320, medium 480, large 640; 'full' fills the screen. */
  size?: keyof typeof POPUP_WIDTHS | "full";
  children: React.ReactNode;
  footer?: React.ReactNode;
  hideTitle?: boolean;
  /** Where focus goes as it opens (Radix's onOpenAutoFocus): the first control inside unless this prevents it. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes once it closes (Radix's onCloseAutoFocus): back to what opened it unless this prevents it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Modal and popup (Radix Dialog): focus is trapped and restored, Escape and the overlay close it, page scroll is
 * locked while it is open; opens in about 300 ms and closes in about 250 ms.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  size = "medium",
  children,
  footer,
  hideTitle = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ModalProps) {
  const width = size === "full" ? undefined : POPUP_WIDTHS[size];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === "full" ? `${styles.modal} ${styles.full}` : styles.modal}
          style={width ? { maxWidth: width } : undefined}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.modalHeader}>
            <Dialog.Title className={hideTitle ? "visually-hidden" : styles.title}>{title}</Dialog.Title>
            <Dialog.Close className="icon-btn" aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {/* Focusable so its content scrolls with the keyboard even when nothing inside takes focus. */}
          <div className={styles.body} tabIndex={0}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
