import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingRequestSchema,
  bookingResponseSchema,
  envelope,
  errorEnvelopeSchema,
  idempotencyKeySchema,
  offeringEventSchema,
  ok,
  recordedSchema,
} from "@utsav/domain";
import { loadSession } from "../../platform/auth.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { BookingService } from "./booking-service.ts";

/**
 * POST /api/public/booking (application §7): no sign-in; checked and stored by modules/bookings/booking-service.ts.
 * Rate-limited per client, per signed-in user and per phone number given (docs/decisions/0016).
 */
const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingService }> = async (app, { bookings }) => {
  app.post(
    "/booking",
    {
      onRequest: rateLimited(app, "booking"),
      schema: {
        tags: ["booking"],
        summary: "Book an offering (cash on delivery); send an Idempotency-Key header to make retries safe",
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }).passthrough(),
        body: bookingRequestSchema,
        response: {
          200: envelope(bookingResponseSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          // A day the vendor blocked, or full (docs/decisions/0056).
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { offeringId, bookingData, eventDate, locality } = request.body;
      const session = await loadSession(app, request);
      const userId = session?.userType === "consumer" ? session.userId : null;
      const idempotencyKey = request.headers["idempotency-key"] ?? null;
      return ok(await bookings.book({ offeringId, bookingData, idempotencyKey, userId, eventDate, locality }));
    },
  );

  app.post(
    "/events",
    {
      onRequest: rateLimited(app, "events"),
      schema: {
        tags: ["analytics"],
        summary: "Record a Buy or Call press (with the user id when signed in)",
        body: offeringEventSchema,
        response: { 200: envelope(recordedSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const session = await loadSession(app, request);
      await bookings.recordPress(request.body, session?.userId ?? null);
      return ok({ recorded: true as const });
    },
  );
};

export default bookingRoutes;
