import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiMessageFor, envelope, errorEnvelopeSchema, ok, uploadResponseSchema } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import { requireUser } from "../../platform/auth.ts";
import { acceptUploads } from "../../platform/multipart.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import { readMultipart, tooLarge } from "../../platform/storage/uploads.ts";
import type { ProfileImageService } from "./profile-image-service.ts";
import type { ReviewPhotoService } from "./review-photo-service.ts";

/** The consumer's profile picture, and a photo for a booking's review (docs/decisions/0060). */
const FILE_TYPES = ["consumer_profile_image", "review_photo"] as const;
const MAX_FILES = 5;

/**
 * POST /api/upload (application §7): multipart with fileType and files; returns data.profileImage (a review photo's
 * address, for 'review_photo'). Rate-limited per client and per consumer before the form is read (docs/decisions/0016).
 */
const uploadRoutes: FastifyPluginAsyncZod<{ profileImages: ProfileImageService; reviewPhotos: ReviewPhotoService }> = async (
  app,
  { profileImages, reviewPhotos },
) => {
  await acceptUploads(app);
  app.addHook("onRequest", requireUser(app, "consumer"));

  app.post(
    "/",
    {
      onRequest: rateLimited(app, "upload"),
      schema: {
        tags: ["consumer"],
        summary:
          "Upload a profile picture or review photos (multipart: fileType 'consumer_profile_image' or 'review_photo', files); images only, 2 MB each",
        consumes: ["multipart/form-data"],
        response: {
          200: envelope(uploadResponseSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { fields, files, oversized } = await readMultipart(
        request,
        { files: MAX_FILES, fields: 5, fieldSize: 200 },
        { tooManyFiles: apiMessageFor.uploadTooManyFiles(MAX_FILES) },
      );
      const fileType = fields.get("fileType") ?? null;
      if (oversized.length > 0) throw tooLarge(oversized);
      if (!fileType || !(FILE_TYPES as readonly string[]).includes(fileType)) {
        throw new HttpError(400, apiMessageFor.fileTypeInvalid(FILE_TYPES), "FILE_TYPE_INVALID");
      }
      return ok(await (fileType === "review_photo" ? reviewPhotos.store(files) : profileImages.store(files)));
    },
  );
};

export default uploadRoutes;
