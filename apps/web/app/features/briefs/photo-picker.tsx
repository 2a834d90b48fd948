import { useEffect, useRef, useState } from "react";
import { BRIEF_COPY, BRIEF_LIMITS, BRIEF_MESSAGES, briefCopyFor, checkFileSizes, PHOTO_COPY, IMAGE_MIME_TYPES } from "@utsav/domain/client";
import { FilePreview } from "../../shared/ui/file-preview";
import { GalleryIcon } from "../../shared/ui/gallery-icon";
import styles from "./brief-form.module.css";

interface PhotoPickerProps {
  /** The file input's id, named by the field's label (clicking the label opens the chooser too). */
  id: string;
  photos: File[];
  onChange: (photos: File[]) => void;
  "aria-describedby"?: string;
}

/**
 * Up to 5 reference photos. A button opens the device's file chooser: the browser's own input stays in the page for
 * its label and its files, visually hidden and out of the tab order, so it never says "No file chosen" beside photos
 * already chosen. Sizes are checked before anything is sent; each chosen photo shows with its name and a Remove
 * button, and removing one gives focus back to the button that adds them.
 */
export function PhotoPicker({ id, photos, onChange, ...aria }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set when a photo is removed: focus goes back to Add photos once it shows again (enabled, if the list was full).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    addButton.current?.focus();
    setRefocus(false);
  }, [refocus]);
  const full = photos.length >= BRIEF_LIMITS.photos;

  const add = (chosen: FileList | null) => {
    const { accepted, refusal: tooLarge } = checkFileSizes([...(chosen ?? [])]);
    const room = BRIEF_LIMITS.photos - photos.length;
    setRefusal(tooLarge ?? (accepted.length > room ? BRIEF_MESSAGES.tooManyPhotos : null));
    onChange([...photos, ...accepted.slice(0, room)]);
  };
  const remove = (index: number) => {
    setRefusal(null);
    onChange(photos.filter((_, i) => i !== index));
    setRefocus(true);
  };

  return (
    <div className={styles.photos}>
      <input
        ref={input}
        id={id}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        accept={IMAGE_MIME_TYPES.join(",")}
        multiple
        disabled={full}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = "";
        }}
      />
      <div className={styles.photoActions}>
        <button
          ref={addButton}
          type="button"
          className="btn btn-outline"
          disabled={full}
          aria-describedby={aria["aria-describedby"]}
          onClick={() => input.current?.click()}
        >
          <GalleryIcon />
          {photos.length > 0 ? BRIEF_COPY.addMorePhotos : PHOTO_COPY.addPhotos}
        </button>
        <p className={styles.photoCount} aria-live="polite">
          {photos.length > 0 ? briefCopyFor.photosChosen(photos.length) : ""}
        </p>
      </div>
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photoList} aria-label={BRIEF_COPY.chosenPhotos}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`} className={styles.photoItem}>
              <FilePreview file={photo} className={styles.photoThumb} imageClassName={styles.photoImage} />
              <span className={styles.photoName}>{photo.name}</span>
              <button type="button" className="btn btn-outline" onClick={() => remove(index)}>
                {BRIEF_COPY.removePhoto}
                <span className="visually-hidden"> {photo.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
