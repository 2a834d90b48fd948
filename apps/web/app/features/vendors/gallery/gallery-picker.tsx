import { useId, useState } from "react";
import { Link } from "react-router";
import { ACCOUNT_COPY, COMMON_COPY, messageFor, MESSAGES } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import { ImageSourceDialog } from "../../../shared/ui/image-source-dialog";
import { Skeleton } from "../../../shared/ui/skeleton";
import { photoName } from "./photo-name";
import { useAddPhotos } from "./use-add-photos";
import { useGalleryImages } from "./use-gallery-images";
import styles from "./gallery-picker.module.css";

interface GalleryPickerProps {
  selectedIds: string[];
  max: number;
  onChange: (ids: string[]) => void;
}

/** Adds or removes one id, keeping the order of selection; never more than `max` (application §5 maxSelection). */
export function toggleSelection(selectedIds: string[], id: string, max: number): string[] {
  if (selectedIds.includes(id)) return selectedIds.filter((selected) => selected !== id);
  return selectedIds.length >= max ? selectedIds : [...selectedIds, id];
}

/**
 * Choose photos from the vendor's gallery (application §5): a multi-select grid that shows 'N selected / M max' and
 * refuses selecting past the maximum; with no photos it says 'Please update Gallery to select images here'.
 * "Upload photos" adds new ones to the gallery (through the gallery route's action), which then appear here to be
 * chosen.
 */
export function GalleryPicker({ selectedIds, max, onChange }: GalleryPickerProps) {
  const gallery = useGalleryImages();
  const { read } = gallery;
  const photos = useAddPhotos();
  const [chooserOpen, setChooserOpen] = useState(false);
  const countId = useId();
  const images = read.status === "ready" ? read.images : [];
  const full = selectedIds.length >= max;

  return (
    <fieldset className={styles.picker} aria-describedby={countId}>
      <legend className={styles.legend}>Photos from your gallery</legend>
      <div className={styles.toolbar}>
        <p id={countId} className={styles.count} role="status">
          {messageFor.pickerSelected(selectedIds.length, max)}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => setChooserOpen(true)} disabled={photos.uploading}>
          {photos.uploading ? ACCOUNT_COPY.uploading : "Upload photos"}
        </button>
      </div>
      {photos.problem ? (
        <p className={styles.alert} role="alert">
          {photos.problem}
        </p>
      ) : null}

      {read.status === "pending" ? (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="auto" radius={8} className={styles.placeholder} />
          ))}
        </div>
      ) : read.status === "error" ? (
        <div className={styles.empty}>
          <p className={styles.alert} role="alert">
            {read.message}
          </p>
          <button type="button" className="btn btn-outline" onClick={gallery.retry}>
            {COMMON_COPY.retry}
          </button>
        </div>
      ) : images.length === 0 ? (
        <p className={styles.empty}>
          {MESSAGES.galleryPickerEmpty}{" "}
          <Link to={paths.vendorGallery()} className={styles.link}>
            Go to Gallery
          </Link>
        </p>
      ) : (
        <ul className={styles.grid}>
          {images.map((image, index) => {
            const position = selectedIds.indexOf(image.id) + 1;
            const checked = position > 0;
            return (
              <li key={image.id}>
                <label className={styles.tile} data-checked={checked ? "" : undefined}>
                  <img src={image.thumbnail} alt="" width={image.width} height={image.height} loading="lazy" className={styles.image} />
                  <input
                    type="checkbox"
                    className={styles.check}
                    checked={checked}
                    // At the maximum the others cannot be ticked; the count says why.
                    disabled={!checked && full}
                    onChange={() => onChange(toggleSelection(selectedIds, image.id, max))}
                  />
                  <span className="visually-hidden">{photoName(image, index)}</span>
                  {/* The order of choice is the order the offering shows them in. */}
                  {checked ? (
                    <span className={styles.position} aria-hidden="true">
                      {position}
                    </span>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      )}

      <ImageSourceDialog
        open={chooserOpen}
        onOpenChange={setChooserOpen}
        multiple
        onFiles={(files) => {
          setChooserOpen(false);
          // The answer is the gallery with the new photos, which can be chosen at once.
          photos.upload(
            photos.accept(files).map((file) => ({ file, caption: "" })),
            (answer) => gallery.replace(answer.images),
          );
        }}
      />
    </fieldset>
  );
}
