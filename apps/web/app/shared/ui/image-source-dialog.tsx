import { useRef } from "react";
import { ACCOUNT_COPY, IMAGE_MIME_TYPES } from "@utsav/domain/client";
import { Modal } from "./modal";
import { GalleryIcon } from "./gallery-icon";
import styles from "./image-source-dialog.module.css";

type Selection =
  /** One picture (the first chosen file, application §5 "single returns the first"). */
  | { multiple?: false; onFile: (file: File) => void }
  /** Several pictures at once ("multi-select returns all accepted files"). */
  | { multiple: true; onFiles: (files: File[]) => void };

type ImageSourceDialogProps = Selection & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The MIME types the file chooser offers; the accepted image types unless given. */
  accept?: readonly string[];
};

/**
 * The image source dialog of application §2: 'Choose Image Source' / 'Select how you would like to add an image'.
 * On the web it offers the gallery (the device's file chooser) only; the size rule is the caller's (checkFileSizes in the domain).
 */
export function ImageSourceDialog({ open, onOpenChange, accept = IMAGE_MIME_TYPES, ...selection }: ImageSourceDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={ACCOUNT_COPY.imageSourceTitle}
      description={ACCOUNT_COPY.imageSourceLead}
      size="small"
    >
      <button type="button" className={`btn btn-primary ${styles.sourceButton}`} onClick={() => input.current?.click()}>
        <GalleryIcon />
        Choose from Gallery
      </button>
      <input
        ref={input}
        type="file"
        accept={accept.join(",")}
        multiple={selection.multiple}
        hidden
        aria-label={selection.multiple ? "Image files" : "Image file"}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (selection.multiple) {
            if (files.length > 0) selection.onFiles(files);
          } else if (files[0]) selection.onFile(files[0]);
        }}
      />
    </Modal>
  );
}
