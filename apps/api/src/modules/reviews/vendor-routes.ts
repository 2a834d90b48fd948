import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  receivedReviewListSchema,
  receivedReviewSchema,
  reviewAnswerRequestSchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewReasonRequestSchema,
} from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { ReceivedReviewService } from "./received-service.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const reviewResponse = { 200: envelope(receivedReviewSchema), ...errors };

/**
 * The vendor's Reviews (docs/decisions/0060), for every member of its team as its bookings are: the reviews shoppers
 * wrote after its bookings, its one public answer to each, and a report to operators. Another vendor's review is 404.
 */
const vendorReviewRoutes: FastifyPluginAsyncZod<{ received: ReceivedReviewService }> = async (app, { received }) => {
  restrictTo(app, "vendor");
  app.get(
    "/reviews",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's rating and count as shoppers see them, and its reviews from bookings, newest first, hidden ones too",
        querystring: reviewListQuerySchema,
        response: { 200: envelope(receivedReviewListSchema), ...errors },
      },
    },
    async (request) => ok(await received.list((await currentVendor(app, request)).vendorId, request.query.cursor)),
  );

  app.post(
    "/reviews/:id/answer",
    {
      schema: {
        tags: ["vendor"],
        summary: "Answer a review once, in public (no phone numbers, links or e-mail addresses); 409 once answered",
        params: reviewIdParamsSchema,
        body: reviewAnswerRequestSchema,
        response: reviewResponse,
      },
    },
    async (request) => {
      const { vendorId } = await currentVendor(app, request);
      return ok(await received.answer(vendorId, request.params.id, request.body.text));
    },
  );

  app.post(
    "/reviews/:id/report",
    {
      schema: {
        tags: ["vendor"],
        summary: "Ask operators to look at a review, with a reason; 409 once reported",
        params: reviewIdParamsSchema,
        body: reviewReasonRequestSchema,
        response: reviewResponse,
      },
    },
    async (request) => {
      const { vendorId } = await currentVendor(app, request);
      return ok(await received.report(vendorId, request.params.id, request.body.reason));
    },
  );
};

export default vendorReviewRoutes;
