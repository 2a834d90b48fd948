import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, MESSAGES, messageFor, ok, UPLOAD, uploadResponseSchema } from "@utsav/domain";
import { HttpError } from "../../lib/http-errors.ts";
import { requireUser } from "../../plugins/auth.ts";
import { rateLimited } from "../../plugins/rate-limit.ts";
import { readMultipart, sniff, storeImage, tooLarge } from "../../services/uploads.ts";

const FILE_TYPES = ["consumer_profile_image"] as const;
const PROFILE_SIZE = 512;
const MAX_FILES = 5;

/**
 * POST /api/upload (application §7): multipart with fileType and files; returns data.profileImage. Rate-limited per
 * client and per consumer before the form is read (docs/decisions/0016).
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser(app, "consumer"));

  app.post(
    "/",
    {
      onRequest: rateLimited(app, "upload"),
      schema: {
        tags: ["consumer"],
        summary: "Upload a profile picture (multipart: fileType 'consumer_profile_image', files); images only, 2 MB each",
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
      const { fields, files, oversized } = await readMultipart(request, { files: MAX_FILES, fields: 5, fieldSize: 200 }, { tooManyFiles: messageFor.uploadTooManyFiles(MAX_FILES) });
      const fileType = fields.get("fileType") ?? null;
      if (oversized.length > 0) throw tooLarge(oversized);
      if (!fileType || !(FILE_TYPES as readonly string[]).includes(fileType)) {
        throw new HttpError(400, messageFor.fileTypeInvalid(FILE_TYPES), "FILE_TYPE_INVALID");
      }
      if (files.length === 0) throw new HttpError(400, MESSAGES.noFileChosen, "NO_FILE");
      const stored = [];
      for (const file of files) {
        if ((await sniff(file.body)) !== "image") throw new HttpError(400, MESSAGES.onlyImages, "FILE_NOT_ALLOWED");
        const key = await storeImage(app.storage, "profile", file.body, PROFILE_SIZE, UPLOAD.profileImageQuality);
        stored.push({ name: file.name, url: app.storage.url(key) });
      }
      return ok({ profileImage: stored[0]!.url, files: stored });
    },
  );
};

export default uploadRoutes;
