import { lazy, Suspense } from "react";
import type { ModalProps } from "./modal-dialog";
import { useOpenedOnce } from "./lazy-overlay";

export type { ModalProps } from "./modal-dialog";

const ModalDialog = lazy(() => import("./modal-dialog"));

/**
 * Modal and popup (Radix Dialog; see modal-dialog.tsx): focus is trapped and restored, Escape and the overlay close
 * it, page scroll is locked while it is open. Its code loads the first time it opens.
 */
export function Modal(props: ModalProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
