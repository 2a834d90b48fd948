import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingIdParamsSchema,
  bookingProblemRequestSchema,
  bookingStatusRequestSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
  vendorBookingDetailSchema,
  vendorBookingListSchema,
  vendorBookingsQuerySchema,
} from "@utsav/domain";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { BookingLifecycleService } from "./lifecycle-service.ts";
import type { BookingTimer } from "./timed-service.ts";
import { restrictTo } from "../../platform/auth.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The vendor's bookings (docs/decisions/0021): lists with a status filter, search and cursor paging, a
 * booking's detail and history, the vendor's answers (confirm, decline with a reason, complete, cancel), and CSV.
 * Another vendor's booking is 404, as one that does not exist.
 */
const bookingRoutes: FastifyPluginAsyncZod<{ lifecycle: BookingLifecycleService; timer: BookingTimer }> = async (
  app,
  { lifecycle, timer },
) => {
  restrictTo(app, "vendor");
  app.get(
    "/bookings",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's bookings, newest first, 20 a page: of one status, and by the consumer's name or phone",
        querystring: vendorBookingsQuerySchema,
        response: { 200: envelope(vendorBookingListSchema), ...errors },
      },
    },
    async (request) => ok(await lifecycle.vendorList((await currentVendor(app, request)).vendorId, request.query)),
  );

  app.get(
    "/bookings/export",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's bookings as CSV (the list's status and search; at most 10,000, newest first)",
        querystring: vendorBookingsQuerySchema.omit({ cursor: true }),
        response: { 200: z.unknown().describe("the bookings as a CSV file (text/csv)"), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await lifecycle.vendorCsv((await currentVendor(app, request)).vendorId, request.query);
      return reply
        .headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="bookings.csv"',
          "x-content-type-options": "nosniff",
        })
        .send(csv);
    },
  );

  app.get(
    "/bookings/:id",
    {
      schema: {
        tags: ["vendor"],
        summary: "One of the vendor's bookings: every field the consumer filled, its history and the answers open to the vendor",
        params: bookingIdParamsSchema,
        response: { 200: envelope(vendorBookingDetailSchema), ...errors },
      },
    },
    async (request) => ok(await lifecycle.vendorDetail((await currentVendor(app, request)).vendorId, request.params.id)),
  );

  app.post(
    "/bookings/:id/status",
    {
      schema: {
        tags: ["vendor"],
        summary: "Confirm, decline (with a reason), complete or cancel a booking; a change the lifecycle forbids is 409",
        params: bookingIdParamsSchema,
        body: bookingStatusRequestSchema,
        response: { 200: envelope(vendorBookingDetailSchema), ...errors },
      },
    },
    async (request) => ok(await lifecycle.vendorChangeStatus(await currentVendor(app, request), request.params.id, request.body)),
  );

  app.post(
    "/bookings/:id/problem",
    {
      schema: {
        tags: ["vendor"],
        summary: "Report a problem with a confirmed booking from its event's day: it then does not complete by itself",
        params: bookingIdParamsSchema,
        body: bookingProblemRequestSchema,
        response: { 200: envelope(vendorBookingDetailSchema), ...errors },
      },
    },
    async (request) => {
      const vendor = await currentVendor(app, request);
      await timer.reportProblem({ vendorId: vendor.vendorId }, request.params.id, "vendor", request.body.note);
      return ok(await lifecycle.vendorDetail(vendor.vendorId, request.params.id));
    },
  );
};

export default bookingRoutes;
