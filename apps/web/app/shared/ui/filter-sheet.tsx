import { useState } from "react";
import { CATALOGUE_COPY } from "@utsav/domain/client";
import { Modal } from "./modal";
import styles from "./filter-sheet.module.css";

export interface FilterSheetProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selection in force: each opening starts its draft from it. */
  applied: T;
  /** What Clear All makes of the draft: every filter at its default (the full price range, 'All'). */
  cleared: (draft: T) => T;
  /** Whether two selections filter the same: Apply is disabled while the draft is the applied selection. */
  same: (a: T, b: T) => boolean;
  /** Apply: the draft becomes the selection, and the dialog closes. */
  onApply: (draft: T) => void;
  /** The sections, drawn from the draft; `update` edits it. */
  children: (draft: T, update: (change: (draft: T) => T) => void) => React.ReactNode;
}

/**
 * The one filters dialog of the offering lists and of search (application §2 "Filters are edited as a draft in a
 * modal; Apply commits and is disabled while the draft equals the applied selection; Clear All resets to defaults").
 * A draft closed without Apply (Escape, the close button, the overlay) is dropped. The dialog traps the focus and gives
 * it back to the Filters button as it closes (shared/ui/modal-dialog.tsx).
 */
export function FilterSheet<T>({ open, onOpenChange, applied, cleared, same, onApply, children }: FilterSheetProps<T>) {
  const [draft, setDraft] = useState(applied);
  // Each opening starts from the applied selection (React: adjusting state when a prop changes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(applied);
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={CATALOGUE_COPY.filters}
      size="medium"
      footer={
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setDraft(cleared(draft))}>
            {CATALOGUE_COPY.clearAll}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={same(draft, applied)}
            onClick={() => {
              onApply(draft);
              onOpenChange(false);
            }}
          >
            {CATALOGUE_COPY.apply}
          </button>
        </div>
      }
    >
      <div className={styles.sections}>{children(draft, (change) => setDraft(change))}</div>
    </Modal>
  );
}
