import { API_MESSAGES, UPLOAD } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { sniff, storeImage } from "../../platform/storage/uploads.ts";
import type { UploadedFile } from "../../platform/storage/uploads.ts";
import { required } from "../../platform/required.ts";

/** A profile picture is cropped to a square of this many pixels. */
const PROFILE_SIZE = 512;

/** Consumers' profile pictures (application §7 POST /upload): images only, re-encoded into public storage. */
export class ProfileImageService {
  constructor(private readonly storage: FileStorage) {}

  /** Stores every file; the first is the profile picture. */
  async store(files: UploadedFile[]): Promise<{ profileImage: string; files: { name: string; url: string }[] }> {
    if (files.length === 0) throw new HttpError(400, API_MESSAGES.noFileChosen, "NO_FILE");
    for (const file of files) {
      if ((await sniff(file.body)) !== "image") throw new HttpError(400, API_MESSAGES.onlyImages, "FILE_NOT_ALLOWED");
    }
    const stored: { name: string; url: string; key: string }[] = [];
    try {
      for (const file of files) {
        const key = await storeImage(this.storage, "profile", file.body, PROFILE_SIZE, UPLOAD.profileImageQuality);
        stored.push({ name: file.name, url: this.storage.url(key), key });
      }
    } catch (error) {
      // A failed upload keeps none of its files (issue 36): the ones stored before the failure go too.
      await Promise.all(stored.map(({ key }) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
    return {
      profileImage: required(stored[0], "the first image, as files is not empty").url,
      files: stored.map(({ name, url }) => ({ name, url })),
    };
  }
}
