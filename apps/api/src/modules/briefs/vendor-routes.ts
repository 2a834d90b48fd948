import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  briefIdParamsSchema,
  declineRequestSchema,
  envelope,
  errorEnvelopeSchema,
  ok,
  quoteRequestSchema,
  vendorBriefDetailSchema,
  vendorBriefListSchema,
} from "@utsav/domain";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { BriefService } from "./brief-service.ts";
import { restrictTo } from "../../platform/auth.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/**
 * The briefs a vendor was matched to, and its answers (docs/decisions/0023). Each query is scoped to the session's
 * vendor, so a brief it was not matched to is 404, exactly like one that does not exist (OWASP ASVS 5.0 V8.2.2).
 */
const vendorBriefRoutes: FastifyPluginAsyncZod<{ briefs: BriefService }> = async (app, { briefs }) => {
  restrictTo(app, "vendor");
  app.get(
    "/briefs",
    {
      schema: {
        tags: ["vendor"],
        summary: "The briefs matched to this vendor, newest first (at most 50), with its answers",
        response: { 200: envelope(vendorBriefListSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.vendorList((await currentVendor(app, request)).vendorId)),
  );

  app.get(
    "/briefs/:id",
    {
      schema: {
        tags: ["vendor"],
        summary: "One brief matched to this vendor, with the offerings a quote may link",
        params: briefIdParamsSchema,
        response: { 200: envelope(vendorBriefDetailSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.vendorDetail((await currentVendor(app, request)).vendorId, request.params.id)),
  );

  app.post(
    "/briefs/:id/quote",
    {
      schema: {
        tags: ["vendor"],
        summary: "Send or change this vendor's quote (whole rupees, valid from today to the event date); 409 once booked or past",
        params: briefIdParamsSchema,
        body: quoteRequestSchema,
        response: { 200: envelope(vendorBriefDetailSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.quote((await currentVendor(app, request)).vendorId, request.params.id, request.body)),
  );

  app.post(
    "/briefs/:id/decline",
    {
      schema: {
        tags: ["vendor"],
        summary: "Decline a brief (withdrawing any quote); 409 once booked or past",
        params: briefIdParamsSchema,
        body: declineRequestSchema,
        response: { 200: envelope(vendorBriefDetailSchema), ...errors },
      },
    },
    async (request) => ok(await briefs.decline((await currentVendor(app, request)).vendorId, request.params.id, request.body)),
  );
};

export default vendorBriefRoutes;
