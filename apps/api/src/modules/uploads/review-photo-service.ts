import { randomUUID } from "node:crypto";
import { API_MESSAGES, apiMessageFor, REVIEW_LIMITS, UPLOAD } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { allFilesOrNone, encodeWebp, sniff } from "../../platform/storage/uploads.ts";
import type { UploadedFile } from "../../platform/storage/uploads.ts";
import { required } from "../../platform/required.ts";

/** Where review photos are stored: a review takes the photos of this folder only (modules/reviews). */
export const REVIEW_PHOTO_FOLDER = "review-photo";

/** A review photo fits inside this square, its shape kept (the gallery's size: docs/decisions/0008). */
const REVIEW_PHOTO_PX = 1600;

/**
 * The photos of a shopper's review (docs/decisions/0060): images only, re-encoded to WebP (metadata dropped) to fit
 * inside REVIEW_PHOTO_PX without cropping, into public storage under REVIEW_PHOTO_FOLDER. The review then names them
 * by the addresses answered here.
 */
export class ReviewPhotoService {
  constructor(private readonly storage: FileStorage) {}

  async store(files: UploadedFile[]): Promise<{ profileImage: string; files: { name: string; url: string }[] }> {
    if (files.length === 0) throw new HttpError(400, API_MESSAGES.noFileChosen, "NO_FILE");
    if (files.length > REVIEW_LIMITS.photosMax) {
      throw new HttpError(400, apiMessageFor.uploadTooManyFiles(REVIEW_LIMITS.photosMax), "TOO_MANY_FILES");
    }
    const notImages: string[] = [];
    for (const file of files) if ((await sniff(file.body)) !== "image") notImages.push(file.name);
    if (notImages.length > 0) throw new HttpError(400, apiMessageFor.filesRefused(API_MESSAGES.onlyImages, notImages), "FILE_NOT_ALLOWED");
    // A failed upload keeps none of its files: the ones stored before the failure go too.
    const stored = await allFilesOrNone(this.storage, async (keep) => {
      const done: { name: string; url: string }[] = [];
      for (const file of files) {
        const photo = await encodeWebp(file.body, { width: REVIEW_PHOTO_PX, height: REVIEW_PHOTO_PX, fit: "inside" }, UPLOAD.imageQuality);
        const key = keep(`${REVIEW_PHOTO_FOLDER}/${randomUUID()}.webp`);
        await this.storage.put(key, photo.data, "image/webp");
        done.push({ name: file.name, url: this.storage.url(key) });
      }
      return done;
    });
    return { profileImage: required(stored[0], "the first photo, as files is not empty").url, files: stored };
  }
}
