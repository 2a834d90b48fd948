import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingIdParamsSchema, bookingReviewSchema, envelope, errorEnvelopeSchema, ok, reviewRequestSchema } from "@utsav/domain";
import { restrictTo, signedInUser } from "../../platform/auth.ts";
import type { ShopperReviewService } from "./review-service.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The shopper's review of a completed booking (docs/decisions/0060): a booking that is not theirs by My bookings' rule
 * is 404, as one that does not exist.
 */
const consumerReviewRoutes: FastifyPluginAsyncZod<{ shopperReviews: ShopperReviewService }> = async (app, { shopperReviews }) => {
  restrictTo(app, "consumer");

  app.get(
    "/bookings/:id/review",
    {
      schema: {
        tags: ["consumer"],
        summary: "Whether the booking may be reviewed now (completed, within 30 days), and the shopper's review of it",
        params: bookingIdParamsSchema,
        response: { 200: envelope(bookingReviewSchema), ...errors },
      },
    },
    async (request) => ok(await shopperReviews.view(signedInUser(request), request.params.id)),
  );

  app.put(
    "/bookings/:id/review",
    {
      schema: {
        tags: ["consumer"],
        summary: "Write the completed booking's review (201), or change it within 48 hours until the vendor answers (200); else 409",
        params: bookingIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: envelope(bookingReviewSchema), 201: envelope(bookingReviewSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { view, created } = await shopperReviews.save(signedInUser(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(ok(view));
    },
  );
};

export default consumerReviewRoutes;
