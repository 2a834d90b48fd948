import type { GalleryImage } from "@utsav/domain";
import { formStyles } from "../../../shared/ui/vendor-area/field";
import { photoName } from "./photo-name";
import styles from "./gallery-page.module.css";

interface PhotoCardProps {
  image: GalleryImage;
  /** Its place in the gallery, from 0. */
  index: number;
  caption: string;
  maxCaptionLength: number;
  onCaptionChange: (caption: string) => void;
  /** In select mode the card is a checkbox; otherwise it shows the caption field and the main-photo action. */
  selecting: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  settingMain: boolean;
  onSetMain: () => void;
  busy: boolean;
}

/** One gallery photo: the picture, the "Main photo" marker, its caption and "Set as main photo". */
export function PhotoCard({
  image,
  index,
  caption,
  maxCaptionLength,
  onCaptionChange,
  selecting,
  selected,
  onSelectedChange,
  settingMain,
  onSetMain,
  busy,
}: PhotoCardProps) {
  const number = index + 1;
  const captionId = `gallery-caption-${image.id}`;
  // In select mode the checkbox's label names the photo, so the picture itself says nothing more.
  const picture = (
    <div className={styles.frame}>
      <img
        src={image.thumbnail}
        alt={selecting ? "" : image.caption || `Photo ${number}`}
        width={image.width}
        height={image.height}
        loading={index < 4 ? "eager" : "lazy"}
        className={styles.image}
      />
      {image.isMain ? <span className={styles.mainBadge}>Main photo</span> : null}
    </div>
  );

  if (selecting) {
    return (
      <label className={styles.card} data-selected={selected ? "" : undefined}>
        {picture}
        <input
          type="checkbox"
          className={styles.select}
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          disabled={busy}
        />
        <span className="visually-hidden">Select {photoName(image, index)}</span>
        <span className={styles.selectCaption} aria-hidden="true">
          {image.caption || `Photo ${number}`}
        </span>
      </label>
    );
  }

  return (
    <div className={styles.card}>
      {picture}
      <div className={styles.cardBody}>
        <div className={formStyles.field}>
          <label htmlFor={captionId} className={styles.captionLabel}>
            Caption<span className="visually-hidden"> of photo {number}</span>
          </label>
          <input
            id={captionId}
            className={`${formStyles.input} ${styles.captionInput}`}
            value={caption}
            maxLength={maxCaptionLength}
            placeholder="Add a caption"
            onChange={(event) => onCaptionChange(event.target.value)}
            disabled={busy}
          />
        </div>
        {image.isMain ? null : (
          <button
            type="button"
            className={`btn btn-outline ${styles.mainButton}`}
            onClick={onSetMain}
            disabled={busy}
            aria-busy={settingMain || undefined}
          >
            {settingMain ? "Setting..." : "Set as main photo"}
            <span className="visually-hidden">, photo {number}</span>
          </button>
        )}
      </div>
    </div>
  );
}
