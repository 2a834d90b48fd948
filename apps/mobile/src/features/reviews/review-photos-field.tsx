import * as ImagePicker from "expo-image-picker";
import { COPY, REVIEW_COPY, REVIEW_LIMITS, UPLOAD } from "@utsav/domain/shopper";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { useApi } from "../../api/api-provider";
import { pictureToUpload } from "../../shared/lib/picked-picture";
import { Button } from "../../shared/ui/button";
import { RemoteImage } from "../../shared/ui/remote-image";
import { reviewStyles } from "../../shared/ui/review-parts";
import { colors, font, space } from "../../shared/ui/theme";
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

/**
 * Up to three photos (docs/decisions/0060), picked from the phone's photos with the picker the profile picture uses,
 * checked on the phone (images, 2 MB), uploaded as chosen, shown and removable; Add a photo goes once there are three.
 */
export function ReviewPhotosField({ photos, onAdd, onRemove, onBusyChange, error }: ReviewPhotosFieldProps) {
  const api = useApi();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function add() {
    const permission = await ImagePicker.requestMediaLibraryPermissionsAsync();
    if (!permission.granted) {
      setRefusal(COPY.permissionRefused);
      return;
    }
    const picked = await ImagePicker.launchImageLibraryAsync({ mediaTypes: ["images"], quality: UPLOAD.imageQuality / 100 });
    const asset = picked.canceled ? undefined : picked.assets[0];
    if (!asset) return;
    const checked = pictureToUpload(asset, "review-photo");
    if ("refusal" in checked) {
      setRefusal(checked.refusal);
      return;
    }
    setRefusal(null);
    setUploading(true);
    onBusyChange(true);
    const uploaded = await uploadPhoto(api, checked.file);
    setUploading(false);
    onBusyChange(false);
    if (uploaded.ok) onAdd(uploaded.url);
    else setRefusal(uploaded.message);
  }

  const full = photos.length >= REVIEW_LIMITS.photosMax;
  return (
    <View style={styles.field}>
      <Text accessibilityRole="header" style={styles.label}>
        {REVIEW_COPY.photosLabel}
      </Text>
      {photos.length > 0 ? (
        <View style={styles.photos}>
          {photos.map((url, i) => (
            <View key={url} style={styles.photo}>
              <RemoteImage path={url} alt={REVIEW_COPY.yourPhotoAlt(i + 1)} style={reviewStyles.thumbnail} />
              <Button
                label={REVIEW_COPY.removePhoto}
                accessibilityLabel={REVIEW_COPY.removePhotoN(i + 1)}
                variant="text"
                onPress={() => onRemove(i)}
              />
            </View>
          ))}
        </View>
      ) : null}
      {full ? null : <Button label={REVIEW_COPY.addPhoto} variant="secondary" loading={uploading} onPress={() => void add()} />}
      {uploading ? (
        <Text accessibilityLiveRegion="polite" style={styles.muted}>
          {COPY.uploading}
        </Text>
      ) : null}
      {refusal ? (
        <Text accessibilityRole="alert" style={styles.error}>
          {refusal}
        </Text>
      ) : null}
      {error ? (
        <Text accessibilityRole="alert" style={styles.error}>
          ⚠ {error}
        </Text>
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.sm },
  label: { fontSize: font.body, fontWeight: "600", color: colors.text },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: space.md },
  photo: { alignItems: "center", gap: space.xs },
  muted: { fontSize: font.small, color: colors.muted },
  error: { color: colors.error, fontSize: font.small },
});
