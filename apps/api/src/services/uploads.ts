import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { messageFor, UPLOAD } from "@utsav/domain";
import { HttpError } from "../lib/http-errors.ts";
import type { FileStorage } from "./storage.ts";

// Upload checks (application §5; OWASP ASVS 5.0 §5): images and PDF judged by their content, not their name,
// at most 2 MB each, images re-encoded (metadata stripped) under a pixel limit, names made by the server.

/** A decompression bomb is refused before it is decoded: 40 megapixels is far above any phone photo. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const ONLY_IMAGES = "Only images can be uploaded here";

export type UploadKind = "image" | "pdf";

/** What a file is, by its bytes. */
export async function sniff(body: Buffer): Promise<UploadKind | null> {
  if (body.subarray(0, 5).toString("latin1") === "%PDF-") return "pdf";
  try {
    const meta = await sharp(body, { limitInputPixels: false }).metadata();
    return meta.format && ["jpeg", "png", "webp", "heif", "avif", "gif"].includes(meta.format) ? "image" : null;
  } catch {
    return null;
  }
}

export function tooLarge(names: string[]): HttpError {
  return new HttpError(413, messageFor.filesTooLarge(names, UPLOAD.maxFileBytes), "FILE_TOO_LARGE");
}

/** Re-encodes an image to WebP within a square of `size`, stores it and returns its key. */
export async function storeImage(storage: FileStorage, folder: string, body: Buffer, size: number, quality: number): Promise<string> {
  let encoded: Buffer;
  try {
    encoded = await sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(size, size, { fit: "cover", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  } catch (error) {
    const message = error instanceof Error && /pixel limit/i.test(error.message) ? "The image is too large to process" : "The image could not be read";
    throw new HttpError(400, message, "IMAGE_UNREADABLE");
  }
  const key = `${folder}/${randomUUID()}.webp`;
  await storage.put(key, encoded, "image/webp");
  return key;
}
