import { uploadProfileImage as uploadProfileImageCall } from "@utsav/api-client/consumer/upload-profile-image";
import { browserApi } from "../../../lib/api-client";

/** POST /api/upload (multipart, fileType 'consumer_profile_image'): stores the picture and answers with its path. */
export const uploadProfileImage = (file: File) => uploadProfileImageCall(browserApi, file);
