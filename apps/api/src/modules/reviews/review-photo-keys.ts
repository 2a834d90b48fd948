import { SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { REVIEW_PHOTO_FOLDER } from "../uploads/index.ts";

// A review's photos are the addresses the review-photo upload answered (POST /api/upload, fileType 'review_photo');
// the review keeps their storage keys. An address is taken back to its key only when it is one of this storage's
// review photos that exists: a photo of elsewhere, of another folder or of no file is refused (docs/decisions/0060).

/** A key the review-photo upload makes: its folder, a random name, WebP. */
const REVIEW_PHOTO_KEY = new RegExp(`(?:^|/)(${REVIEW_PHOTO_FOLDER}/[a-f0-9-]{36}\\.webp)$`);

const invalid = () => new HttpError(400, SHOPPER_REVIEW_MESSAGES.photoInvalid, "REVIEW_PHOTO_INVALID");

/**
 * The storage keys of `urls`, in their order, once each; 400 (photoInvalid) for any address that is not a stored review
 * photo of this storage, or that `takenElsewhere` says another review shows.
 */
export async function reviewPhotoKeys(
  urls: readonly string[],
  storage: Pick<FileStorage, "url" | "exists">,
  takenElsewhere: (keys: readonly string[]) => Promise<string[]>,
): Promise<string[]> {
  const keys: string[] = [];
  for (const url of urls) {
    const key = REVIEW_PHOTO_KEY.exec(url)?.[1];
    if (!key || storage.url(key) !== url) throw invalid();
    if (!keys.includes(key)) keys.push(key);
  }
  const stored = await Promise.all(keys.map((key) => storage.exists(key)));
  if (stored.includes(false)) throw invalid();
  if ((await takenElsewhere(keys)).length > 0) throw invalid();
  return keys;
}
