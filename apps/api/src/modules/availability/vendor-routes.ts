import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  blockIdParamsSchema,
  blockRequestSchema,
  calendarFeedSchema,
  capacityRequestSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
  vendorCalendarQuerySchema,
  vendorCalendarSchema,
  vendorOfferingParamsSchema,
} from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { AvailabilityService } from "./availability-service.ts";
import type { CalendarFeedService } from "./feed-service.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};
const calendar = { 200: envelope(vendorCalendarSchema), ...errors };

/**
 * The vendor's availability (docs/decisions/0056): its calendar, its daily capacities, its blocked days and its
 * calendar feed. The owner and the members of its team alike, as with bookings; another vendor's block or offering is
 * 404, as one that does not exist.
 */
const availabilityRoutes: FastifyPluginAsyncZod<{ availability: AvailabilityService; feed: CalendarFeedService }> = async (
  app,
  { availability, feed },
) => {
  restrictTo(app, "vendor");
  const vendorId = async (request: Parameters<typeof currentVendor>[1]) => (await currentVendor(app, request)).vendorId;

  app.get(
    "/availability",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's calendar: each day's bookings, capacity and blocks (from today, six weeks), its blocks and capacities",
        querystring: vendorCalendarQuerySchema,
        response: calendar,
      },
    },
    async (request) => ok(await availability.calendar(await vendorId(request), request.query)),
  );

  app.put(
    "/availability/capacity",
    {
      schema: {
        tags: ["vendor"],
        summary: "How many events the vendor takes on one day (null: no limit); answers the calendar from today",
        body: capacityRequestSchema,
        response: calendar,
      },
    },
    async (request) => ok(await availability.setCapacity(await vendorId(request), request.body.dailyCapacity)),
  );

  app.put(
    "/availability/offerings/:id/capacity",
    {
      schema: {
        tags: ["vendor"],
        summary: "An offering's own daily capacity where it differs from the vendor's (null removes it); answers the calendar",
        params: vendorOfferingParamsSchema,
        body: capacityRequestSchema,
        response: calendar,
      },
    },
    async (request) => ok(await availability.setOfferingCapacity(await vendorId(request), request.params.id, request.body.dailyCapacity)),
  );

  app.post(
    "/availability/blocks",
    {
      schema: {
        tags: ["vendor"],
        summary: "Block one day or a range (from today, at most a year, within two years), with an optional note",
        body: blockRequestSchema,
        response: calendar,
      },
    },
    async (request) => ok(await availability.addBlock(await vendorId(request), request.body)),
  );

  app.delete(
    "/availability/blocks/:id",
    {
      schema: {
        tags: ["vendor"],
        summary: "Remove one of the vendor's blocked ranges; answers the calendar from today",
        params: blockIdParamsSchema,
        response: calendar,
      },
    },
    async (request) => ok(await availability.removeBlock(await vendorId(request), request.params.id)),
  );

  app.post(
    "/availability/feed",
    {
      schema: {
        tags: ["vendor"],
        summary: "A new calendar feed address (iCalendar) to subscribe to from a phone, shown once: the one before stops working",
        response: { 200: envelope(calendarFeedSchema), ...errors },
      },
    },
    async (request) => ok(await feed.renew(await vendorId(request))),
  );

  app.delete(
    "/availability/feed",
    {
      schema: {
        tags: ["vendor"],
        summary: "Stop the calendar feed: its address answers 404 from now on; answers the calendar from today",
        response: calendar,
      },
    },
    async (request) => {
      const id = await vendorId(request);
      await feed.stop(id);
      return ok(await availability.calendar(id));
    },
  );
};

export default availabilityRoutes;
