import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { callLeadRequestSchema, callLeadResponseSchema, envelope, errorEnvelopeSchema, ok } from "@utsav/domain";
import { restrictTo, signedInUser } from "../../platform/auth.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { CallLeadService } from "./call-lead-service.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** A consumer's Call press (application §7 POST /consumer/call-lead). */
const consumerLeadRoutes: FastifyPluginAsyncZod<{ callLeads: CallLeadService }> = async (app, { callLeads }) => {
  restrictTo(app, "consumer");
  app.post(
    "/call-lead",
    {
      onRequest: rateLimited(app, "callLead"),
      schema: {
        tags: ["consumer"],
        summary: "Reveal a vendor's number for an offering; records a lead (once per offering a day, 30 a day)",
        body: callLeadRequestSchema,
        response: { 200: envelope(callLeadResponseSchema), ...errors, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      return ok(await callLeads.reveal(signedInUser(request), request.body.offeringId, request.log));
    },
  );
};

export default consumerLeadRoutes;
