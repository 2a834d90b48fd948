import { Modal } from "./modal";
import styles from "./review-card.module.css";

interface ReviewPhotoViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  /** What the photo shows, which titles the dialog too. */
  alt: string;
}

/**
 * A review's photo, larger, in a dialog (focus trapped, Escape closes it, focus goes back to its thumbnail). Loaded on
 * the first press of a thumbnail (review-card.tsx), so no page carries it before.
 */
export default function ReviewPhotoViewer({ open, onOpenChange, url, alt }: ReviewPhotoViewerProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={alt} size="large">
      <img src={url} alt={alt} className={styles.large} />
    </Modal>
  );
}
