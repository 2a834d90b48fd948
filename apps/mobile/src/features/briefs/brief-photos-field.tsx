import { Image } from "expo-image";
import * as ImagePicker from "expo-image-picker";
import type { UploadFile } from "@utsav/api-client";
import { BRIEF_COPY, BRIEF_LIMITS, BRIEF_MESSAGES, briefCopyFor, COPY, PHOTO_COPY, UPLOAD } from "@utsav/domain/shopper";
import { useState } from "react";
import { StyleSheet, Text, View } from "react-native";
import { pictureToUpload } from "../../shared/lib/picked-picture";
import { Button } from "../../shared/ui/button";
import { colors, font, radius, space } from "../../shared/ui/theme";

/** A photo picked from the phone, kept on the phone until the brief is sent. */
export type BriefPhoto = UploadFile & { uri: string; name: string; type: string };

interface BriefPhotosFieldProps {
  photos: readonly BriefPhoto[];
  onChange: (photos: BriefPhoto[]) => void;
  error?: string | null;
}

/**
 * Up to five reference photos (docs/decisions/0023), picked with the picker a review's photos use and checked on the
 * phone (images, 2 MB). Unlike a review's, they are uploaded when the brief is sent: the upload needs the shopper signed
 * in, and a shopper signs in at Send (docs/decisions/0065). Each shows with Remove.
 */
export function BriefPhotosField({ photos, onChange, error }: BriefPhotosFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);

  async function add() {
    const permission = await ImagePicker.requestMediaLibraryPermissionsAsync();
    if (!permission.granted) {
      setRefusal(COPY.permissionRefused);
      return;
    }
    const room = BRIEF_LIMITS.photos - photos.length;
    const picked = await ImagePicker.launchImageLibraryAsync({
      mediaTypes: ["images"],
      quality: UPLOAD.imageQuality / 100,
      allowsMultipleSelection: true,
      selectionLimit: room,
    });
    if (picked.canceled) return;
    const files: BriefPhoto[] = [];
    let refused: string | null = null;
    for (const asset of picked.assets) {
      const checked = pictureToUpload(asset, `brief-photo-${photos.length + files.length + 1}`);
      if ("refusal" in checked) refused = checked.refusal;
      else files.push(checked.file as BriefPhoto);
    }
    if (files.length > room) refused = BRIEF_MESSAGES.tooManyPhotos;
    setRefusal(refused);
    onChange([...photos, ...files.slice(0, room)]);
  }

  const full = photos.length >= BRIEF_LIMITS.photos;
  return (
    <View style={styles.field}>
      <Text accessibilityRole="header" style={styles.label}>
        {BRIEF_COPY.photos}
      </Text>
      <Text style={styles.hint}>{BRIEF_COPY.photosHint}</Text>
      {photos.length > 0 ? (
        <View style={styles.photos} accessibilityLabel={BRIEF_COPY.chosenPhotos}>
          {photos.map((photo, i) => (
            <View key={`${photo.uri}-${i}`} style={styles.photo}>
              <Image
                source={{ uri: photo.uri }}
                alt={briefCopyFor.photoAlt(i + 1)}
                accessibilityLabel={briefCopyFor.photoAlt(i + 1)}
                style={styles.thumbnail}
              />
              <Button
                label={BRIEF_COPY.removePhoto}
                accessibilityLabel={`${BRIEF_COPY.removePhoto}: ${briefCopyFor.photoAlt(i + 1)}`}
                variant="text"
                onPress={() => {
                  setRefusal(null);
                  onChange(photos.filter((_, j) => j !== i));
                }}
              />
            </View>
          ))}
        </View>
      ) : null}
      {photos.length > 0 ? (
        <Text accessibilityLiveRegion="polite" style={styles.hint}>
          {briefCopyFor.photosChosen(photos.length)}
        </Text>
      ) : null}
      {full ? null : (
        <Button
          label={photos.length > 0 ? BRIEF_COPY.addMorePhotos : PHOTO_COPY.addPhotos}
          variant="secondary"
          onPress={() => void add()}
        />
      )}
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
  hint: { fontSize: font.small, color: colors.muted },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: space.md },
  photo: { alignItems: "center", gap: space.xs },
  thumbnail: { width: 96, height: 72, borderRadius: radius.sm, backgroundColor: colors.skeleton },
  error: { color: colors.error, fontSize: font.small },
});
