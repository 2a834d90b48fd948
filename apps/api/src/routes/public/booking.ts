import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bookingRequestSchema,
  bookingResponseSchema,
  envelope,
  errorEnvelopeSchema,
  idempotencyKeySchema,
  messageFor,
  offeringEventSchema,
  ok,
  ownValue,
  recordedSchema,
  validateBookingData,
} from "@utsav/domain";
import type { BookingAttribute } from "@utsav/domain";
import { HttpError } from "../../lib/http-errors.ts";
import { loadSession } from "../../plugins/auth.ts";
import { rateLimited } from "../../plugins/rate-limit.ts";
import { LeadRepository } from "../../repositories/lead-repository.ts";

const NOT_BOOKABLE = "This offering cannot be booked online";
const KEY_REUSED = "This Idempotency-Key was already used for a different booking";

/**
 * POST /api/public/booking (application §7): no sign-in; validated against the server's own copy of the
 * offering's booking fields, and a name the offering does not ask for is refused; an Idempotency-Key makes retries
 * safe (same key and body: the same booking; same key, other body: 422). Rate-limited per client, per signed-in
 * user and per phone number given (docs/decisions/0016).
 */
const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const leads = new LeadRepository(app.database.db);

  app.post(
    "/booking",
    {
      onRequest: rateLimited(app, "booking"),
      schema: {
        tags: ["booking"],
        summary: "Book an offering (cash on delivery); send an Idempotency-Key header to make retries safe",
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }).passthrough(),
        body: bookingRequestSchema,
        response: { 200: envelope(bookingResponseSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 422: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { offeringId, bookingData } = request.body;
      const found = await leads.liveOffering(offeringId);
      if (!found) throw new HttpError(404, messageFor.offeringNotFound(offeringId), "NOT_FOUND");
      const { offering, vendor } = found;
      if (offering.offeringType !== "book") throw new HttpError(400, NOT_BOOKABLE, "NOT_BOOKABLE");
      const fields = offering.bookingAttributes as BookingAttribute[];
      const { values, errors, unknownFields } = validateBookingData(fields, bookingData);
      if (unknownFields.length > 0) throw new HttpError(400, messageFor.unknownBookingFields(unknownFields), "BOOKING_FIELD_UNKNOWN");
      const firstError = fields.map((f) => ownValue(errors, f.field)).find(Boolean);
      if (firstError) throw new HttpError(400, firstError, "BOOKING_INVALID");
      // Each phone number the booking names counts against its own limit, whoever sends it.
      const phones = fields.filter((f) => f.inputType === "tel").flatMap((f) => ownValue(values, f.field) ?? []);
      await app.rateLimiter.count("booking", { phones });

      const key = request.headers["idempotency-key"] ?? null;
      const requestHash = createHash("sha256").update(JSON.stringify({ offeringId, values })).digest("hex");
      const session = await loadSession(app, request);
      const { booking } = await leads.createBooking({
        offeringId,
        vendorId: vendor.id,
        offeringName: offering.title,
        vendorName: vendor.name,
        bookingData: values,
        userId: session?.userType === "consumer" ? session.userId : null,
        idempotencyKey: key,
        requestHash,
      });
      if (booking.requestHash !== requestHash) throw new HttpError(422, KEY_REUSED, "IDEMPOTENCY_KEY_REUSED");
      return ok({ bookingId: booking.id, status: "received" as const });
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
      if (!(await leads.liveOffering(request.body.offeringId))) throw new HttpError(404, messageFor.offeringNotFound(request.body.offeringId), "NOT_FOUND");
      const session = await loadSession(app, request);
      await app.accounts.recordEvent(request.body.name, session?.userId ?? null, { offeringId: request.body.offeringId });
      return ok({ recorded: true as const });
    },
  );
};

export default bookingRoutes;
