import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { galleryViewSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../../core/transport.ts";
import { appendFile } from "../../core/upload-file.ts";
import type { UploadFile } from "../../core/upload-file.ts";
import { vendorApiPaths } from "../paths.ts";

/** A new photo and its caption (application §3 "images (file or url, caption)"). */
export interface NewGalleryImage {
  file: UploadFile;
  caption: string;
}

/**
 * POST /api/vendor/gallery/update (multipart): adds photos (files with their captions in the same order) and
 * removes others in one go; answers with the images.
 */
export function updateGallery(
  api: ApiTransport,
  { add = [], removeImageIds = [] }: { add?: NewGalleryImage[]; removeImageIds?: string[] },
  { signal }: CallOptions = {},
) {
  const form = new FormData();
  form.append("action", add.length > 0 && removeImageIds.length > 0 ? "update" : add.length > 0 ? "add" : "remove");
  form.append("removeImageIds", JSON.stringify(removeImageIds));
  form.append("captions", JSON.stringify(add.map((image) => image.caption.trim())));
  for (const image of add) appendFile(form, "images", image.file);
  return send<z.output<typeof galleryViewSchema>>(api, {
    method: "POST",
    path: vendorApiPaths.gallery.update(),
    body: form,
    timeoutMs: TIMEOUTS_MS.imageUpload,
    signal,
  });
}
