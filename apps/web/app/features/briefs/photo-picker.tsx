import { useState } from "react";
import { BRIEF_LIMITS, BRIEF_MESSAGES, checkFileSizes, IMAGE_MIME_TYPES } from "@utsav/domain/client";
import styles from "./brief-form.module.css";

interface PhotoPickerProps {
  /** The input's id, named by the field's label. */
  id: string;
  photos: File[];
  onChange: (photos: File[]) => void;
  "aria-describedby"?: string;
}

/**
 * Up to 5 reference photos: the browser's own file input (keyboard and screen readers know it), sizes checked before
 * anything is sent, each chosen photo listed with a way to remove it.
 */
export function PhotoPicker({ id, photos, onChange, ...aria }: PhotoPickerProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const full = photos.length >= BRIEF_LIMITS.photos;

  const add = (chosen: FileList | null) => {
    const { accepted, refusal: tooLarge } = checkFileSizes([...(chosen ?? [])]);
    const room = BRIEF_LIMITS.photos - photos.length;
    setRefusal(tooLarge ?? (accepted.length > room ? BRIEF_MESSAGES.tooManyPhotos : null));
    onChange([...photos, ...accepted.slice(0, room)]);
  };

  return (
    <div className={styles.photos}>
      <input
        id={id}
        className={styles.fileInput}
        type="file"
        accept={IMAGE_MIME_TYPES.join(",")}
        multiple
        disabled={full}
        aria-describedby={aria["aria-describedby"]}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = "";
        }}
      />
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photoList} aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              <span className={styles.photoName}>{photo.name}</span>
              <button type="button" className="btn btn-outline" onClick={() => onChange(photos.filter((_, i) => i !== index))}>
                Remove<span className="visually-hidden"> {photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
