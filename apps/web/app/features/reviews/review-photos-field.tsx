import { useEffect, useRef, useState } from "react";
import { uploadReviewPhoto } from "@utsav/api-client/reviews/upload-review-photo";
import { checkFileSizes, IMAGE_MIME_TYPES, REVIEW_COPY, REVIEW_LIMITS, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain/client";
import type { ReviewPhoto } from "@utsav/domain";
import { browserApi, thrownMessage } from "../../lib/api-client";
import { GalleryIcon } from "../../shared/ui/gallery-icon";
import styles from "./review-page.module.css";

interface ReviewPhotosFieldProps {
  /** The file input's id, named by the field's label. */
  id: string;
  photos: readonly ReviewPhoto[];
  onChange: (photos: ReviewPhoto[]) => void;
  "aria-describedby"?: string;
}

/**
 * Up to 3 photos (docs/decisions/0060), each uploaded as it is chosen, so the review sends only their addresses. The
 * field calls the API itself, as the profile picture does (docs/decisions/0030): an upload is no act of the page, and
 * its answer only fills the field. Sizes are checked first (application §5); past the third photo the rest are refused
 * with the API's words. Each photo shows with a Remove button; removing one gives focus back to "Add a photo".
 */
export function ReviewPhotosField({ id, photos, onChange, ...aria }: ReviewPhotosFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    addButton.current?.focus();
    setRefocus(false);
  }, [refocus]);
  const full = photos.length >= REVIEW_LIMITS.photosMax;

  async function add(chosen: File[]) {
    const { accepted, refusal: tooLarge } = checkFileSizes(chosen);
    const room = REVIEW_LIMITS.photosMax - photos.length;
    setRefusal(tooLarge ?? (accepted.length > room ? SHOPPER_REVIEW_MESSAGES.tooManyPhotos : null));
    let added = [...photos];
    setUploading(true);
    try {
      for (const file of accepted.slice(0, room)) {
        const answer = await uploadReviewPhoto(browserApi, file);
        if (!answer.ok) {
          setRefusal(answer.errorMessage ?? SHOPPER_REVIEW_MESSAGES.photoUploadFailed);
          break;
        }
        added = [...added, { url: answer.data.profileImage, alt: "" }];
        onChange(added);
      }
    } catch (error) {
      setRefusal(thrownMessage(error, SHOPPER_REVIEW_MESSAGES.photoUploadFailed));
    } finally {
      setUploading(false);
    }
  }

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
        disabled={full || uploading}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          if (files.length > 0) void add(files);
        }}
      />
      <div className={styles.photoActions}>
        <button
          ref={addButton}
          type="button"
          className="btn btn-outline"
          disabled={full || uploading}
          aria-describedby={aria["aria-describedby"]}
          onClick={() => input.current?.click()}
        >
          <GalleryIcon />
          {REVIEW_COPY.addPhoto}
        </button>
        <p role="status" className={styles.uploading}>
          {uploading ? REVIEW_COPY.uploadingPhoto : ""}
        </p>
      </div>
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.photoList} aria-label={REVIEW_COPY.photosLabel}>
          {photos.map((photo, index) => (
            <li key={photo.url} className={styles.photoItem}>
              <img src={photo.url} alt={REVIEW_COPY.yourPhotoAlt(index + 1)} className={styles.photoImage} width={72} height={72} />
              <button type="button" className="btn btn-outline" disabled={uploading} onClick={() => remove(index)}>
                {REVIEW_COPY.removePhotoN(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
