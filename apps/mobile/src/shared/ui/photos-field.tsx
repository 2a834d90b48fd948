import * as ImagePicker from "expo-image-picker";
import type { UploadFile } from "@utsav/api-client";
import { COPY, UPLOAD } from "@utsav/domain/shopper";
import { useState } from "react";
import type { ReactNode } from "react";
import { StyleSheet, Text, View } from "react-native";
import { pictureToUpload } from "../lib/picked-picture";
import { Button } from "./button";
import { colors, font, space } from "./theme";

/** The words of one photos field, from its form's copy in the domain. */
export interface PhotosFieldCopy {
  label: string;
  /** Under the label, always shown. */
  hint?: string;
  /** Names the chosen photos as a group, for a screen reader. */
  chosenGroup?: string;
  /** How many are chosen, said politely as it changes. */
  chosenCount?: (count: number) => string;
  /** The add button's words, from how many are chosen. */
  add: (count: number) => string;
  remove: string;
  /** What a screen reader says for the n-th photo's Remove (n from 1). */
  removeLabel: (n: number) => string;
  /** The n-th photo's description (n from 1). */
  photoAlt: (n: number) => string;
  /** More were picked than there is room for. */
  tooMany?: string;
}

/** An upload's outcome: the photo the field holds (its address), or why not. */
export type Uploaded<Photo> = { ok: true; photo: Photo } | { ok: false; message: string };

/**
 * What becomes of a checked picture: kept on the phone as picked, for the form to upload when it is sent; or uploaded
 * as it is chosen, the field saying Uploading… and its form waiting meanwhile (`onBusyChange`).
 */
export type TakePhoto<Photo> =
  { kind: "keep"; photo: (file: UploadFile) => Photo } | { kind: "upload"; upload: (file: UploadFile) => Promise<Uploaded<Photo>> };

interface PhotosFieldProps<Photo> {
  photos: readonly Photo[];
  /** At most this many; Add goes once there are. */
  max: number;
  /** Several at once, up to the room left (the picker's selection limit), or one at a time. */
  multiple?: boolean;
  copy: PhotosFieldCopy;
  /** The name of a picture the picker gave none, from its number. */
  fallbackName: (n: number) => string;
  take: TakePhoto<Photo>;
  onAdd: (added: Photo[]) => void;
  onRemove: (index: number) => void;
  onBusyChange?: (busy: boolean) => void;
  keyOf: (photo: Photo) => string;
  thumbnail: (photo: Photo, alt: string) => ReactNode;
  error?: string | null;
}

/**
 * Photos from the phone's library (a brief's reference photos, a review's photos): asked permission for, checked on
 * the phone (images, 2 MB: application §5), shown with Remove, and Add while there is room. The forms give their
 * limits, words and upload (docs/decisions/0063).
 */
export function PhotosField<Photo>(props: PhotosFieldProps<Photo>) {
  const { photos, max, multiple = false, copy, fallbackName, take, onAdd, onRemove, onBusyChange, keyOf, thumbnail, error } = props;
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function pick(): Promise<{ files: UploadFile[]; refused: string | null } | null> {
    const permission = await ImagePicker.requestMediaLibraryPermissionsAsync();
    if (!permission.granted) return { files: [], refused: COPY.permissionRefused };
    const room = max - photos.length;
    const picked = await ImagePicker.launchImageLibraryAsync({
      mediaTypes: ["images"],
      quality: UPLOAD.imageQuality / 100,
      ...(multiple ? { allowsMultipleSelection: true, selectionLimit: room } : {}),
    });
    if (picked.canceled || picked.assets.length === 0) return null;
    const files: UploadFile[] = [];
    let refused: string | null = null;
    for (const asset of multiple ? picked.assets : picked.assets.slice(0, 1)) {
      const checked = pictureToUpload(asset, fallbackName(photos.length + files.length + 1));
      if ("refusal" in checked) refused = checked.refusal;
      else files.push(checked.file);
    }
    if (files.length > room) refused = copy.tooMany ?? refused;
    return { files: files.slice(0, room), refused };
  }

  async function upload(files: UploadFile[], send: (file: UploadFile) => Promise<Uploaded<Photo>>) {
    setUploading(true);
    onBusyChange?.(true);
    const added: Photo[] = [];
    let refused: string | null = null;
    for (const file of files) {
      const uploaded = await send(file);
      if (uploaded.ok) added.push(uploaded.photo);
      else refused = uploaded.message;
    }
    setUploading(false);
    onBusyChange?.(false);
    return { added, refused };
  }

  async function add() {
    const picked = await pick();
    if (!picked) return;
    setRefusal(picked.refused);
    if (picked.files.length === 0) return;
    if (take.kind === "keep") {
      onAdd(picked.files.map(take.photo));
      return;
    }
    const { added, refused } = await upload(picked.files, take.upload);
    if (added.length > 0) onAdd(added);
    if (refused) setRefusal(refused);
  }

  return (
    <View style={styles.field}>
      <Text accessibilityRole="header" style={styles.label}>
        {copy.label}
      </Text>
      {copy.hint ? <Text style={styles.hint}>{copy.hint}</Text> : null}
      {photos.length > 0 ? (
        <View style={styles.photos} accessibilityLabel={copy.chosenGroup}>
          {photos.map((photo, i) => (
            <View key={`${keyOf(photo)}-${i}`} style={styles.photo}>
              {thumbnail(photo, copy.photoAlt(i + 1))}
              <Button
                label={copy.remove}
                accessibilityLabel={copy.removeLabel(i + 1)}
                variant="text"
                onPress={() => {
                  setRefusal(null);
                  onRemove(i);
                }}
              />
            </View>
          ))}
        </View>
      ) : null}
      {photos.length > 0 && copy.chosenCount ? (
        <Text accessibilityLiveRegion="polite" style={styles.hint}>
          {copy.chosenCount(photos.length)}
        </Text>
      ) : null}
      {photos.length >= max ? null : (
        <Button label={copy.add(photos.length)} variant="secondary" loading={uploading} onPress={() => void add()} />
      )}
      {uploading ? (
        <Text accessibilityLiveRegion="polite" style={styles.hint}>
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
  hint: { fontSize: font.small, color: colors.muted },
  photos: { flexDirection: "row", flexWrap: "wrap", gap: space.md },
  photo: { alignItems: "center", gap: space.xs },
  error: { color: colors.error, fontSize: font.small },
});
