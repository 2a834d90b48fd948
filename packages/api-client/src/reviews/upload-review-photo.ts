import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { uploadResponseSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { appendFile } from "../core/upload-file.ts";
import type { UploadFile } from "../core/upload-file.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/upload (multipart, fileType 'review_photo'): stores a review's photo; its address (profileImage) goes in the review's photos. */
export function uploadReviewPhoto(api: ApiTransport, file: UploadFile, { signal }: CallOptions = {}) {
  const form = new FormData();
  form.append("fileType", "review_photo");
  appendFile(form, "files", file);
  return send<z.output<typeof uploadResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.upload(),
    body: form,
    timeoutMs: TIMEOUTS_MS.imageUpload,
    signal,
  });
}
