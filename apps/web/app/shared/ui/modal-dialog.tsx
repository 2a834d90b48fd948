import { useRef } from "react";
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
  /**
   * Where focus goes once it closes (Radix's onCloseAutoFocus): back to what had it when the dialog opened unless this
   * prevents it (and moves the focus itself).
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Where focus lands when what opened a dialog has gone (a removed row's button): the page's main heading, else its
 * main region, made focusable from code (tabindex -1) so that the focus is not dropped to the body.
 */
function pageLanding(): HTMLElement | null {
  const main = document.getElementById("main") ?? document.querySelector("main");
  const target = main?.querySelector("h1") ?? document.querySelector("h1") ?? main;
  if (target && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  return target;
}

/**
 * Modal and popup (Radix Dialog): focus is trapped and restored, Escape and the overlay close it, page scroll is
 * locked while it is open; opens in about 300 ms and closes in about 250 ms. Opened by state (there is no Radix
 * trigger), it remembers what had the focus as it opened and gives it back as it closes; if that has left the page,
 * the focus goes to the page's main heading (WCAG 2.4.3).
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
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === "full" ? `${styles.modal} ${styles.full}` : styles.modal}
          style={width ? { maxWidth: width } : undefined}
          onOpenAutoFocus={(event) => {
            // Radix asks before moving the focus in: what has it now is what opened the dialog.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const back = opener.current;
            (back?.isConnected && back !== document.body ? back : pageLanding())?.focus();
          }}
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
