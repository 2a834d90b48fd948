import { useRef } from "react";
import { UPLOAD } from "@utsav/domain/client";
import { Modal } from "../../shared/ui/modal";
import styles from "./profile.module.css";

/** The picture formats the profile takes: the images among the accepted upload types (application §5). */
const IMAGE_TYPES = UPLOAD.acceptedMimeTypes.filter((type) => type.startsWith("image/")).join(",");

interface ImageSourceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFile: (file: File) => void;
}

/** The image source dialog of application §2; on the web it offers the gallery (the device's file picker) only. */
export function ImageSourceDialog({ open, onOpenChange, onFile }: ImageSourceDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Choose Image Source" description="Select how you would like to add an image" size="small">
      <button type="button" className={`btn btn-primary ${styles.sourceButton}`} onClick={() => input.current?.click()}>
        <GalleryIcon />
        Choose from Gallery
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        aria-label="Image file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </Modal>
  );
}

function GalleryIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </svg>
  );
}
