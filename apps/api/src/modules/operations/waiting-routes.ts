import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  briefResentSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
  operatorBookingParamsSchema,
  operatorBriefParamsSchema,
  operatorBriefVendorParamsSchema,
  operatorCancelledSchema,
  operatorCancelRequestSchema,
  waitingContactsSchema,
  waitingPageSchema,
  waitingQuerySchema,
} from "@utsav/domain";
import { currentOperator, operatorErrors } from "./operator-context.ts";
import type { WaitingService } from "./waiting-service.ts";

// What waits for an answer (docs/decisions/0037): the list by vendor, both sides' numbers read on the record, cancelling
// a booking with a reason, and sending a brief to more vendors. Each act is a POST and is written to the audit log.

const contactsResponse = { 200: envelope(waitingContactsSchema), ...operatorErrors };

const waitingRoutes: FastifyPluginAsyncZod<{ waiting: WaitingService }> = async (app, { waiting }) => {
  app.get(
    "/waiting",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Bookings still received and briefs a vendor has not answered, longer than the threshold (hours; 24 by default), by vendor, oldest first; 200 rows a page",
        querystring: waitingQuerySchema,
        response: { 200: envelope(waitingPageSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await waiting.page(request.query)),
  );

  app.post(
    "/bookings/:id/contacts",
    {
      schema: {
        tags: ["operator"],
        summary: "Read a booking's vendor's and customer's phone numbers, written to the audit log first",
        params: operatorBookingParamsSchema,
        response: contactsResponse,
      },
    },
    async (request) => ok(await waiting.bookingContacts(await currentOperator(app, request), request.params.id)),
  );

  app.post(
    "/bookings/:id/cancel",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Cancel a received or confirmed booking with a reason both sides read: both are told, the vendor owes back anything paid if it had confirmed, and the act is written to the audit log (409 once final)",
        params: operatorBookingParamsSchema,
        body: operatorCancelRequestSchema,
        response: { 200: envelope(operatorCancelledSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await waiting.cancel(await currentOperator(app, request), request.params.id, request.body.reason)),
  );

  app.post(
    "/bookings/:id/complete",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Complete a confirmed booking whose customer or vendor reported a problem, with a reason both sides read, on the record (409 unless confirmed)",
        params: operatorBookingParamsSchema,
        body: operatorCancelRequestSchema,
        response: { 200: envelope(operatorCancelledSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await waiting.complete(await currentOperator(app, request), request.params.id, request.body.reason)),
  );

  app.post(
    "/briefs/:id/vendors/:vendorId/contacts",
    {
      schema: {
        tags: ["operator"],
        summary: "Read a brief's customer's phone number and a vendor's it was sent to, written to the audit log first",
        params: operatorBriefVendorParamsSchema,
        response: contactsResponse,
      },
    },
    async (request) => ok(await waiting.briefContacts(await currentOperator(app, request), request.params.id, request.params.vendorId)),
  );

  app.post(
    "/briefs/:id/resend",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Send an open brief to more vendors that match it and were not asked (at most 10), telling them, on the record (409 booked or past its date, 422 when none is left)",
        params: operatorBriefParamsSchema,
        response: { 200: envelope(briefResentSchema), 422: errorEnvelopeSchema, ...operatorErrors },
      },
    },
    async (request) => ok(await waiting.resend(await currentOperator(app, request), request.params.id)),
  );
};

export default waitingRoutes;
