import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  apiMessageFor,
  BRIEF_LIMITS,
  briefCreateSchema,
  briefIdParamsSchema,
  briefPhotosSchema,
  briefQuoteParamsSchema,
  consumerBriefDetailSchema,
  consumerBriefListSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
} from "@utsav/domain";
import { acceptUploads } from "../../platform/multipart.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import { readMultipart, tooLarge } from "../../platform/storage/uploads.ts";
import type { BriefService } from "./brief-service.ts";
import { restrictTo, signedInUser } from "../../platform/auth.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * A consumer's requests for proposals (docs/decisions/0023): send a brief, follow it, compare its quotes and accept
 * one. Another consumer's brief is 404, as one that does not exist (OWASP ASVS 5.0 V8.2.2).
 */
const consumerBriefRoutes: FastifyPluginAsyncZod<{ briefs: BriefService }> = async (app, { briefs }) => {
  restrictTo(app, "consumer");
  await acceptUploads(app);
  app.post(
    "/briefs/photos",
    {
      onRequest: rateLimited(app, "upload"),
      schema: {
        tags: ["consumer"],
        summary: "Upload a brief's reference photos (multipart: photos files); images only, 2 MB each, at most 5",
        consumes: ["multipart/form-data"],
        response: { 200: envelope(briefPhotosSchema), ...errors, 413: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { files, oversized } = await readMultipart(
        request,
        { files: BRIEF_LIMITS.photos, fields: 2, fieldSize: 100 },
        { tooManyFiles: apiMessageFor.uploadTooManyFiles(BRIEF_LIMITS.photos) },
      );
      if (oversized.length > 0) throw tooLarge(oversized);
      return ok(await briefs.storePhotos(signedInUser(request), files));
    },
  );

  app.post(
    "/briefs",
    {
      onRequest: rateLimited(app, "brief"),
      schema: {
        tags: ["consumer"],
        summary: "Send a brief to the vendors that match it (at most 3 open at once); 422 when none matches",
        body: briefCreateSchema,
        response: { 200: envelope(consumerBriefDetailSchema), ...errors, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await briefs.create(signedInUser(request), request.body)),
  );

  app.get(
    "/briefs",
    {
      schema: {
        tags: ["consumer"],
        summary: "The consumer's briefs, newest first (at most 50)",
        response: { 200: envelope(consumerBriefListSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.consumerList(signedInUser(request))),
  );

  app.get(
    "/briefs/:id",
    {
      schema: {
        tags: ["consumer"],
        summary: "One of the consumer's briefs with its quotes side by side",
        params: briefIdParamsSchema,
        response: { 200: envelope(consumerBriefDetailSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.consumerDetail(signedInUser(request), request.params.id)),
  );

  app.post(
    "/briefs/:id/quotes/:quoteId/accept",
    {
      schema: {
        tags: ["consumer"],
        summary: "Accept a quote: it becomes a booking and the other quotes close; 409 once booked, past or no longer valid",
        params: briefQuoteParamsSchema,
        response: { 200: envelope(consumerBriefDetailSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.accept(signedInUser(request), request.params.id, request.params.quoteId)),
  );
};

export default consumerBriefRoutes;
