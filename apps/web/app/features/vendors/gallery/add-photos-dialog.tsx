import { useId, useState } from "react";
import { ACCOUNT_COPY, PHOTO_COPY } from "@utsav/domain/client";
import { FilePreview } from "../../../shared/ui/file-preview";
import { Modal } from "../../../shared/ui/modal";
import { FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import type { NewPhoto } from "./use-add-photos";
import styles from "./gallery-page.module.css";

interface AddPhotosDialogProps {
  /** The chosen files (already within 2 MB); null when the dialog is closed. */
  files: File[] | null;
  maxCaptionLength: number;
  uploading: boolean;
  problem: string | null;
  onUpload: (images: NewPhoto[]) => void;
  onClose: () => void;
}

/** The photos about to be added, each with an optional caption (application §3 "images (file or url, caption)"). */
export function AddPhotosDialog({ files, maxCaptionLength, uploading, problem, onUpload, onClose }: AddPhotosDialogProps) {
  const [captions, setCaptions] = useState<string[]>([]);
  const [shown, setShown] = useState(files);
  if (files !== shown) {
    // A new choice of files starts with empty captions (React: adjusting state when a prop changes).
    setShown(files);
    setCaptions(files?.map(() => "") ?? []);
  }
  const formId = useId();
  const count = files?.length ?? 0;

  return (
    <Modal
      open={files !== null}
      onOpenChange={(open) => {
        if (!open && !uploading) onClose();
      }}
      title={PHOTO_COPY.addPhotos}
      description="Add a caption to each photo if you like; you can change it later."
      size="large"
      footer={
        <div className={styles.dialogActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={uploading}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-primary"
            disabled={uploading || count === 0}
            aria-busy={uploading || undefined}
          >
            {uploading ? ACCOUNT_COPY.uploading : count === 1 ? "Upload 1 photo" : `Upload ${count} photos`}
          </button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.staged}
        onSubmit={(event) => {
          event.preventDefault();
          if (files) onUpload(files.map((file, i) => ({ file, caption: captions[i] ?? "" })));
        }}
      >
        <FormAlert message={problem} />
        <ul className={styles.stagedList}>
          {files?.map((file, i) => (
            <li key={`${file.name}-${i}`} className={styles.stagedItem}>
              <FilePreview file={file} className={styles.stagedPreview} imageClassName={styles.stagedImage} />
              <div className={formStyles.field}>
                <label htmlFor={`${formId}-caption-${i}`} className={formStyles.label}>
                  Caption <span className="visually-hidden">for {file.name}</span>
                  <span className={styles.optional}> (optional)</span>
                </label>
                <input
                  id={`${formId}-caption-${i}`}
                  className={formStyles.input}
                  value={captions[i] ?? ""}
                  maxLength={maxCaptionLength}
                  disabled={uploading}
                  onChange={(event) => {
                    const value = event.target.value;
                    setCaptions((current) => current.map((caption, j) => (j === i ? value : caption)));
                  }}
                />
                <p className={formStyles.hint}>{file.name}</p>
              </div>
            </li>
          ))}
        </ul>
      </form>
    </Modal>
  );
}
