import { UPLOAD } from "./constants.ts";
import { messageFor } from "./messages.ts";

/** What the check reads of a file: a browser File, or a picture from the phone's camera or gallery. */
export interface SizedFile {
  name: string;
  size: number;
}

export interface FileCheck<F extends SizedFile = SizedFile> {
  /** The files small enough to upload, in the order they were chosen. */
  accepted: F[];
  /** The message naming the refused files (application §5), or null when none was refused. */
  refusal: string | null;
}

/**
 * The 2 MB rule of application §5, checked in the browser before anything is sent: files over the limit are refused
 * with 'File(s) too large: {names}. Maximum size allowed is {n}MB.'; the others are kept ("multi-select returns all
 * accepted files").
 */
export function checkFileSizes<F extends SizedFile>(files: readonly F[], maxBytes: number = UPLOAD.maxFileBytes): FileCheck<F> {
  const tooLarge = files.filter((file) => file.size > maxBytes);
  return {
    accepted: files.filter((file) => file.size <= maxBytes),
    refusal:
      tooLarge.length > 0
        ? messageFor.filesTooLarge(
            tooLarge.map((file) => file.name),
            maxBytes,
          )
        : null,
  };
}

/** The image types among the accepted upload types (application §5), for a file input's `accept`. */
export const IMAGE_MIME_TYPES = UPLOAD.acceptedMimeTypes.filter((type) => type.startsWith("image/"));
