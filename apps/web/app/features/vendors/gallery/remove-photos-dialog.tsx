import { Modal } from "../../../shared/ui/modal";
import styles from "./gallery-page.module.css";

interface RemovePhotosDialogProps {
  open: boolean;
  count: number;
  removing: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}

/** Asks before photos leave the gallery for good. */
export function RemovePhotosDialog({ open, count, removing, onConfirm, onOpenChange }: RemovePhotosDialogProps) {
  const photos = count === 1 ? "1 photo" : `${count} photos`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!removing) onOpenChange(next);
      }}
      title={`Remove ${photos}?`}
      description="Removed photos leave your gallery for good."
      size="small"
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)} disabled={removing}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${styles.danger}`}
            onClick={onConfirm}
            disabled={removing}
            aria-busy={removing || undefined}
          >
            {removing ? "Removing..." : `Remove ${photos}`}
          </button>
        </div>
      }
    >
      <p className={styles.dialogText}>A photo that an offering shows cannot be removed until the offering uses other photos.</p>
    </Modal>
  );
}
