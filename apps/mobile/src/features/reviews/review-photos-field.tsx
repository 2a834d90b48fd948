import { REVIEW_COPY, REVIEW_LIMITS } from "@utsav/domain/shopper";
import { useApi } from "../../api/api-provider";
import { PhotosField } from "../../shared/ui/photos-field";
import type { PhotosFieldCopy } from "../../shared/ui/photos-field";
import { RemoteImage } from "../../shared/ui/remote-image";
import { reviewStyles } from "../../shared/ui/review-parts";
import { uploadPhoto } from "./api/booking-review";

interface ReviewPhotosFieldProps {
  /** The addresses of the photos uploaded so far, in order. */
  photos: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  /** While a photo uploads, the review waits for it. */
  onBusyChange: (busy: boolean) => void;
  error?: string | null;
}

const WORDS: PhotosFieldCopy = {
  label: REVIEW_COPY.photosLabel,
  add: () => REVIEW_COPY.addPhoto,
  remove: REVIEW_COPY.removePhoto,
  removeLabel: REVIEW_COPY.removePhotoN,
  photoAlt: REVIEW_COPY.yourPhotoAlt,
};

/**
 * Up to three photos (docs/decisions/0060), one at a time, each uploaded as it is chosen; Add a photo goes once there
 * are three.
 */
export function ReviewPhotosField({ photos, onAdd, onRemove, onBusyChange, error }: ReviewPhotosFieldProps) {
  const api = useApi();
  return (
    <PhotosField<string>
      photos={photos}
      max={REVIEW_LIMITS.photosMax}
      copy={WORDS}
      fallbackName={() => "review-photo"}
      take={{
        kind: "upload",
        upload: async (file) => {
          const uploaded = await uploadPhoto(api, file);
          return uploaded.ok ? { ok: true, photo: uploaded.url } : uploaded;
        },
      }}
      onAdd={(added) => added.forEach(onAdd)}
      onRemove={onRemove}
      onBusyChange={onBusyChange}
      keyOf={(url) => url}
      thumbnail={(url, alt) => <RemoteImage path={url} alt={alt} style={reviewStyles.thumbnail} />}
      error={error}
    />
  );
}
