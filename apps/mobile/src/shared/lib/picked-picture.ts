import type { ImagePickerAsset } from "expo-image-picker";
import type { UploadFile } from "@utsav/api-client";
import { checkFileSizes, COPY, IMAGE_MIME_TYPES } from "@utsav/domain/shopper";

/**
 * A picture picked from the phone as the upload takes it, or why it is refused (application §5: images only, 2 MB at
 * most): the profile picture and a review's photos. `fallbackName` names a picture the picker gave no file name.
 */
export function pictureToUpload(asset: ImagePickerAsset, fallbackName: string): { file: UploadFile } | { refusal: string } {
  const type = asset.mimeType ?? "image/jpeg";
  const name = asset.fileName ?? `${fallbackName}.${type.split("/")[1] ?? "jpg"}`;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(type)) return { refusal: COPY.imageTypeRefused };
  const { refusal } = checkFileSizes([{ name, size: asset.fileSize ?? 0 }]);
  return refusal ? { refusal } : { file: { uri: asset.uri, name, type } };
}
