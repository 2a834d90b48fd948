import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, UPLOAD, uploadResponseSchema } from "@utsav/domain";
import { HttpError } from "../../lib/http-errors.ts";
import { requireUser } from "../../plugins/auth.ts";
import { ONLY_IMAGES, sniff, storeImage, tooLarge } from "../../services/uploads.ts";

const FILE_TYPES = ["consumer_profile_image"] as const;
const PROFILE_SIZE = 512;

/** POST /api/upload (application §7): multipart with fileType and files; returns data.profileImage. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser(app, "consumer"));

  app.post(
    "/",
    {
      schema: {
        tags: ["consumer"],
        summary: "Upload a profile picture (multipart: fileType 'consumer_profile_image', files); images only, 2 MB each",
        consumes: ["multipart/form-data"],
        response: { 200: envelope(uploadResponseSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 413: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(400, "Send the file as multipart/form-data", "NOT_MULTIPART");
      let fileType: string | null = null;
      const files: { name: string; body: Buffer }[] = [];
      const oversized: string[] = [];
      try {
        for await (const part of request.parts({ limits: { fileSize: UPLOAD.maxFileBytes, files: 5, fields: 5, fieldSize: 200 } })) {
          if (part.type === "field") {
            if (part.fieldname === "fileType") fileType = String(part.value);
            continue;
          }
          const body = await part.toBuffer().catch(() => null);
          const name = part.filename.replace(/[^\w .()-]/g, "_").slice(0, 80) || "file";
          if (!body || part.file.truncated) oversized.push(name);
          else files.push({ name, body });
        }
      } catch (error) {
        // A form the parser cannot read (no boundary, cut short) is the client's fault, though busboy's errors carry
        // no status; the multipart plugin's own limits (413) keep theirs. Found by the fuzz suite.
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === "number" && status < 500) throw error;
        throw new HttpError(400, "The upload could not be read: send it as multipart/form-data", "MULTIPART_INVALID");
      }
      if (oversized.length > 0) throw tooLarge(oversized);
      if (!fileType || !(FILE_TYPES as readonly string[]).includes(fileType)) {
        throw new HttpError(400, `fileType must be one of ${FILE_TYPES.join(", ")}`, "FILE_TYPE_INVALID");
      }
      if (files.length === 0) throw new HttpError(400, "Choose a file to upload", "NO_FILE");
      const stored = [];
      for (const file of files) {
        if ((await sniff(file.body)) !== "image") throw new HttpError(400, ONLY_IMAGES, "FILE_NOT_ALLOWED");
        const key = await storeImage(app.storage, "profile", file.body, PROFILE_SIZE, UPLOAD.profileImageQuality);
        stored.push({ name: file.name, url: app.storage.url(key) });
      }
      return ok({ profileImage: stored[0]!.url, files: stored });
    },
  );
};

export default uploadRoutes;
