import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  bookingCancelRequestSchema,
  bookingIdParamsSchema,
  bookingProblemRequestSchema,
  consumerBookingDetailSchema,
  consumerBookingListSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
  pageQuerySchema,
} from "@utsav/domain";
import type { BookingLifecycleService } from "./lifecycle-service.ts";
import type { BookingTimer } from "./timed-service.ts";
import { restrictTo, signedInUser } from "../../platform/auth.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * My bookings (docs/decisions/0021): the bookings the consumer made signed in, and the guest bookings made with the
 * phone number they proved by code to sign in. Anyone else's booking is 404, as one that does not exist.
 */
const consumerBookingRoutes: FastifyPluginAsyncZod<{ lifecycle: BookingLifecycleService; timer: BookingTimer }> = async (
  app,
  { lifecycle, timer },
) => {
  restrictTo(app, "consumer");
  app.get(
    "/bookings",
    {
      schema: {
        tags: ["consumer"],
        summary: "The consumer's bookings, newest first, 20 a page",
        querystring: pageQuerySchema,
        response: { 200: envelope(consumerBookingListSchema), ...errors },
      },
    },
    async (request) => ok(await lifecycle.consumerList(signedInUser(request), request.query.cursor)),
  );

  app.get(
    "/bookings/:id",
    {
      schema: {
        tags: ["consumer"],
        summary: "One of the consumer's bookings with its status timeline and the vendor's cancellation terms",
        params: bookingIdParamsSchema,
        response: { 200: envelope(consumerBookingDetailSchema), ...errors },
      },
    },
    async (request) => ok(await lifecycle.consumerDetail(signedInUser(request), request.params.id)),
  );

  app.post(
    "/bookings/:id/cancel",
    {
      schema: {
        tags: ["consumer"],
        summary: "Cancel a booking that is received or confirmed (a reason is optional); otherwise 409",
        params: bookingIdParamsSchema,
        body: bookingCancelRequestSchema,
        response: { 200: envelope(consumerBookingDetailSchema), ...errors },
      },
    },
    async (request) => ok(await lifecycle.consumerCancel(signedInUser(request), request.params.id, request.body.reason)),
  );

  app.post(
    "/bookings/:id/problem",
    {
      schema: {
        tags: ["consumer"],
        summary: "Report a problem with a confirmed booking from its event's day: it then does not complete by itself",
        params: bookingIdParamsSchema,
        body: bookingProblemRequestSchema,
        response: { 200: envelope(consumerBookingDetailSchema), ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request);
      await timer.reportProblem(await lifecycle.consumerOwner(userId), request.params.id, "consumer", request.body.note);
      return ok(await lifecycle.consumerDetail(userId, request.params.id));
    },
  );
};

export default consumerBookingRoutes;
