import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { uploadResponseSchema } from "@utsav/domain";
import type { z } from "zod";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { appendFile } from "../core/upload-file.ts";
import type { UploadFile } from "../core/upload-file.ts";
import { apiPaths } from "../paths.ts";

/** POST /api/upload (multipart, fileType 'consumer_profile_image'): stores the picture and answers with its path. */
export function uploadProfileImage(api: ApiTransport, file: UploadFile, { signal }: CallOptions = {}) {
  const form = new FormData();
  form.append("fileType", "consumer_profile_image");
  appendFile(form, "files", file);
  return send<z.output<typeof uploadResponseSchema>>(api, {
    method: "POST",
    path: apiPaths.upload(),
    body: form,
    timeoutMs: TIMEOUTS_MS.imageUpload,
    signal,
  });
}
