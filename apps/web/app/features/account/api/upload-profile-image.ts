import { TIMEOUTS_MS } from "@utsav/domain/client";
import { apiPaths } from "../../../lib/paths";
import { sendEnvelope } from "../../../lib/api-client";

/** POST /api/upload (multipart, fileType 'consumer_profile_image'): stores the picture and answers with its path. */
export function uploadProfileImage(file: File) {
  const form = new FormData();
  form.append("fileType", "consumer_profile_image");
  form.append("files", file);
  return sendEnvelope<{ profileImage: string }>(apiPaths.upload(), { method: "POST", body: form, timeoutMs: TIMEOUTS_MS.imageUpload });
}
