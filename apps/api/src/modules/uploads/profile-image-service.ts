import { API_MESSAGES, UPLOAD } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { FileStorage } from "../../platform/storage/file-storage.ts";
import { allFilesOrNone, sniff, storeImage } from "../../platform/storage/uploads.ts";
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
    // A failed upload keeps none of its files: the ones stored before the failure go too.
    const stored = await allFilesOrNone(this.storage, async (keep) => {
      const done: { name: string; url: string }[] = [];
      for (const file of files) {
        const key = keep(await storeImage(this.storage, "profile", file.body, PROFILE_SIZE, UPLOAD.profileImageQuality));
        done.push({ name: file.name, url: this.storage.url(key) });
      }
      return done;
    });
    return { profileImage: required(stored[0], "the first image, as files is not empty").url, files: stored };
  }
}
