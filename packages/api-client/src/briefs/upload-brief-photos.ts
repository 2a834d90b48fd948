import { TIMEOUTS_MS } from "@utsav/domain/shared/constants";
import type { BriefPhotos } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { appendFile } from "../core/upload-file.ts";
import type { UploadFile } from "../core/upload-file.ts";
import { briefPaths } from "./paths.ts";

/** POST /api/consumer/briefs/photos (multipart, photos): keeps up to 5 reference photos for a brief to name. */
export function uploadBriefPhotos(api: ApiTransport, files: readonly UploadFile[], { signal }: CallOptions = {}) {
  const form = new FormData();
  for (const file of files) appendFile(form, "photos", file);
  return send<BriefPhotos>(api, { method: "POST", path: briefPaths.photos(), body: form, timeoutMs: TIMEOUTS_MS.imageUpload, signal });
}
