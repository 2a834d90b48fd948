import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  calendarFileParamsSchema,
  envelope,
  errorEnvelopeSchema,
  notFreeQuerySchema,
  notFreeSchema,
  offeringAvailabilityParamsSchema,
  offeringAvailabilityQuerySchema,
  offeringAvailabilitySchema,
  ok,
} from "@utsav/domain";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { AvailabilityService } from "./availability-service.ts";
import type { CalendarFeedService } from "./feed-service.ts";

/**
 * Availability without a session (docs/decisions/0056): the days a date picker greys out for an offering on sale, the
 * offerings not free on a shopper's date (0058), and a vendor's calendar feed at its secret address, which a phone's
 * calendar fetches with no cookie or token.
 */
const publicAvailabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService; feed: CalendarFeedService }> = async (
  app,
  { availability, feed },
) => {
  app.get(
    "/public/offerings/:id/availability",
    {
      schema: {
        tags: ["booking"],
        summary: "The days an offering cannot be booked (blocked by its vendor, or full) from `from` to `to`, and the first free day",
        params: offeringAvailabilityParamsSchema,
        querystring: offeringAvailabilityQuerySchema,
        response: { 200: envelope(offeringAvailabilitySchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // Bookings change it at any moment: a shared cache must not keep it, a browser only briefly.
      reply.header("cache-control", "private, max-age=30");
      return ok(await availability.offeringAvailability(request.params.id, request.query));
    },
  );

  app.get(
    "/public/availability/not-free",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          '"Free on my date": the offerings on sale whose vendors cannot take a booking on `date` (blocked, or full); a date gone by or over two years ahead is 400',
        querystring: notFreeQuerySchema,
        response: { 200: envelope(notFreeSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, max-age=30");
      const date = availability.chosenDate(request.query.date, true) ?? request.query.date;
      return ok({ date, offeringIds: await availability.notFreeOn(date) });
    },
  );

  app.get(
    "/calendar/:file",
    {
      onRequest: rateLimited(app, "calendarFeed"),
      schema: {
        tags: ["vendor"],
        summary: "A vendor's calendar feed (iCalendar, text/calendar) at its secret address `<secret>.ics`; unknown: 404",
        params: calendarFileParamsSchema,
        response: {
          200: z.unknown().describe("the calendar as an iCalendar file (text/calendar)"),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const ics = await feed.file(request.params.file);
      return reply
        .headers({
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": 'inline; filename="utsav.ics"',
          // The address is the secret, and the answer a business's diary: no cache keeps it.
          "cache-control": "private, no-store",
          "x-content-type-options": "nosniff",
        })
        .send(ics);
    },
  );
};

export default publicAvailabilityRoutes;
