import { Image } from "expo-image";
import type { UploadFile } from "@utsav/api-client";
import { BRIEF_COPY, BRIEF_LIMITS, BRIEF_MESSAGES, briefCopyFor, PHOTO_COPY } from "@utsav/domain/shopper";
import { StyleSheet } from "react-native";
import { PhotosField } from "../../shared/ui/photos-field";
import type { PhotosFieldCopy } from "../../shared/ui/photos-field";
import { colors, radius } from "../../shared/ui/theme";

/** A photo picked from the phone, kept on the phone until the brief is sent. */
export type BriefPhoto = UploadFile & { uri: string; name: string; type: string };

interface BriefPhotosFieldProps {
  photos: readonly BriefPhoto[];
  onChange: (photos: BriefPhoto[]) => void;
  error?: string | null;
}

const WORDS: PhotosFieldCopy = {
  label: BRIEF_COPY.photos,
  hint: BRIEF_COPY.photosHint,
  chosenGroup: BRIEF_COPY.chosenPhotos,
  chosenCount: briefCopyFor.photosChosen,
  add: (count) => (count > 0 ? BRIEF_COPY.addMorePhotos : PHOTO_COPY.addPhotos),
  remove: BRIEF_COPY.removePhoto,
  removeLabel: (n) => `${BRIEF_COPY.removePhoto}: ${briefCopyFor.photoAlt(n)}`,
  photoAlt: briefCopyFor.photoAlt,
  tooMany: BRIEF_MESSAGES.tooManyPhotos,
};

/**
 * Up to five reference photos (docs/decisions/0023), several picked at once. Unlike a review's, they are kept on the
 * phone and uploaded when the brief is sent: the upload needs the shopper signed in, and a shopper signs in at Send
 * (docs/decisions/0065).
 */
export function BriefPhotosField({ photos, onChange, error }: BriefPhotosFieldProps) {
  return (
    <PhotosField<BriefPhoto>
      photos={photos}
      max={BRIEF_LIMITS.photos}
      multiple
      copy={WORDS}
      fallbackName={(n) => `brief-photo-${n}`}
      take={{ kind: "keep", photo: (file) => file as BriefPhoto }}
      onAdd={(added) => onChange([...photos, ...added])}
      onRemove={(index) => onChange(photos.filter((_, i) => i !== index))}
      keyOf={(photo) => photo.uri}
      thumbnail={(photo, alt) => <Image source={{ uri: photo.uri }} alt={alt} accessibilityLabel={alt} style={styles.thumbnail} />}
      error={error}
    />
  );
}

const styles = StyleSheet.create({
  thumbnail: { width: 96, height: 72, borderRadius: radius.sm, backgroundColor: colors.skeleton },
});
