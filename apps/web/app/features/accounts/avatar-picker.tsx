import { useState } from "react";
import { ACCOUNT_COPY, initialsOf, messageFor, UPLOAD } from "@utsav/domain/client";
import { ImageSourceDialog } from "../../shared/ui/image-source-dialog";
import { Icon } from "../../shared/ui/icons";
import form from "./account-form.module.css";
import styles from "./profile.module.css";

interface AvatarPickerProps {
  image: string | null;
  name: string;
  /** Uploads and keeps the picture; the overlay 'Uploading...' shows until it settles. */
  onPick: (file: File) => Promise<void>;
}

/**
 * The profile avatar (application §2, §4): pressing it opens the picture chooser; files over 2 MB are refused in
 * the browser with the message of application §5.
 */
export function AvatarPicker({ image, name, onPick }: AvatarPickerProps) {
  const [chooserOpen, setChooserOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function pick(file: File) {
    setChooserOpen(false);
    if (file.size > UPLOAD.maxFileBytes) {
      setRefusal(messageFor.filesTooLarge([file.name], UPLOAD.maxFileBytes));
      return;
    }
    setRefusal(null);
    setUploading(true);
    try {
      await onPick(file);
    } finally {
      setUploading(false);
    }
  }

  const initials = initialsOf(name);
  return (
    <div className={styles.avatarBlock}>
      <div className={styles.avatarFrame}>
        <button
          type="button"
          className={styles.avatar}
          onClick={() => setChooserOpen(true)}
          disabled={uploading}
          aria-label={ACCOUNT_COPY.changePicture}
        >
          {image ? (
            <img src={image} alt="" width={96} height={96} className={styles.avatarImage} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initials || <PersonIcon />}
            </span>
          )}
          <span className={styles.cameraBadge} aria-hidden="true">
            <CameraIcon />
          </span>
        </button>
        <span role="status" className={uploading ? styles.uploading : "visually-hidden"}>
          {uploading ? ACCOUNT_COPY.uploading : ""}
        </span>
      </div>
      {refusal ? (
        <p className={form.alert} role="alert">
          {refusal}
        </p>
      ) : null}
      <ImageSourceDialog open={chooserOpen} onOpenChange={setChooserOpen} onFile={(file) => void pick(file)} />
    </div>
  );
}

function CameraIcon() {
  return (
    <Icon size={16}>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </Icon>
  );
}

function PersonIcon() {
  return (
    <Icon size={40} fill="currentColor" stroke="none">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
    </Icon>
  );
}
