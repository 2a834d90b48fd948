import * as ImagePicker from "expo-image-picker";
import type { UploadFile } from "@utsav/api-client";
import { ANIMATION_MS, COPY, initialsOf, UPLOAD } from "@utsav/domain/shopper";
import { useState } from "react";
import { ActivityIndicator, Pressable, StyleSheet, Text, View } from "react-native";
import { pictureToUpload } from "../../shared/lib/picked-picture";
import { Button } from "../../shared/ui/button";
import { RemoteImage } from "../../shared/ui/remote-image";
import { Sheet } from "../../shared/ui/sheet";
import { colors, font, radius, space } from "../../shared/ui/theme";

interface AvatarPickerProps {
  image: string | null;
  name: string;
  /** Uploads and keeps the picture; the overlay 'Uploading...' shows until it settles. */
  onPick: (file: UploadFile) => Promise<void>;
}

/**
 * The profile avatar (application §2, §4): pressing it opens 'Choose Image Source' with Gallery and Camera (the
 * native app's image source dialog); the picture is checked on the phone before it is sent.
 */
export function AvatarPicker({ image, name, onPick }: AvatarPickerProps) {
  const [chooserOpen, setChooserOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function choose(source: "gallery" | "camera") {
    setChooserOpen(false);
    // iOS presents the picker only once the sheet has finished closing.
    await new Promise((resolve) => setTimeout(resolve, ANIMATION_MS.bottomSheet));
    const permission =
      source === "camera" ? await ImagePicker.requestCameraPermissionsAsync() : await ImagePicker.requestMediaLibraryPermissionsAsync();
    if (!permission.granted) {
      setRefusal(COPY.permissionRefused);
      return;
    }
    // spec: application §5 "another reading: 50 in the consumer profile flow" (UPLOAD.profileImageQuality).
    const options: ImagePicker.ImagePickerOptions = {
      mediaTypes: ["images"],
      allowsEditing: true,
      aspect: [1, 1],
      quality: UPLOAD.profileImageQuality / 100,
    };
    const picked = source === "camera" ? await ImagePicker.launchCameraAsync(options) : await ImagePicker.launchImageLibraryAsync(options);
    const asset = picked.canceled ? undefined : picked.assets[0];
    if (!asset) return;
    const checked = pictureToUpload(asset, "profile-picture");
    if ("refusal" in checked) {
      setRefusal(checked.refusal);
      return;
    }
    setRefusal(null);
    setUploading(true);
    try {
      await onPick(checked.file);
    } finally {
      setUploading(false);
    }
  }

  return (
    <View style={styles.block}>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={COPY.changePicture}
        disabled={uploading}
        onPress={() => setChooserOpen(true)}
        style={styles.avatar}
      >
        {image ? <RemoteImage path={image} alt="" style={styles.image} /> : <Text style={styles.initials}>{initialsOf(name) || "👤"}</Text>}
        {uploading ? (
          <View style={styles.overlay} accessible accessibilityRole="progressbar" accessibilityLabel={COPY.uploading}>
            <ActivityIndicator color={colors.onPrimary} />
            <Text style={styles.overlayText}>{COPY.uploading}</Text>
          </View>
        ) : null}
      </Pressable>
      {refusal ? (
        <Text accessibilityRole="alert" style={styles.refusal}>
          {refusal}
        </Text>
      ) : null}
      <Sheet open={chooserOpen} onClose={() => setChooserOpen(false)} title={COPY.imageSourceTitle} size="small">
        <Text style={styles.lead}>{COPY.imageSourceLead}</Text>
        <View style={styles.sources}>
          <Button label={COPY.gallery} variant="secondary" onPress={() => void choose("gallery")} style={styles.source} />
          <Button label={COPY.camera} variant="secondary" onPress={() => void choose("camera")} style={styles.source} />
        </View>
      </Sheet>
    </View>
  );
}

const styles = StyleSheet.create({
  block: { alignItems: "center", gap: space.sm },
  avatar: {
    width: 96,
    height: 96,
    borderRadius: 48,
    overflow: "hidden",
    backgroundColor: colors.skeleton,
    alignItems: "center",
    justifyContent: "center",
  },
  image: { width: 96, height: 96 },
  initials: { fontSize: font.hero, fontWeight: "700", color: colors.text },
  overlay: { ...StyleSheet.absoluteFill, backgroundColor: colors.overlay, alignItems: "center", justifyContent: "center", gap: space.xs },
  overlayText: { color: colors.onPrimary, fontSize: font.small },
  refusal: { color: colors.error, fontSize: font.body, textAlign: "center" },
  lead: { fontSize: font.body, color: colors.muted },
  sources: { flexDirection: "row", gap: space.md },
  source: { flex: 1, borderRadius: radius.md },
});
