import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, pageQuerySchema, vendorLeadListSchema } from "@utsav/domain";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { CallLeadService } from "./call-lead-service.ts";
import { restrictTo } from "../../platform/auth.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The vendor's call leads (docs/decisions/0021): consumers who asked for the number, newest first. */
const vendorLeadRoutes: FastifyPluginAsyncZod<{ callLeads: CallLeadService }> = async (app, { callLeads }) => {
  restrictTo(app, "vendor");
  app.get(
    "/leads",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's call leads (consumers who viewed the number), newest first, 20 a page",
        querystring: pageQuerySchema,
        response: { 200: envelope(vendorLeadListSchema), ...errors },
      },
    },
    async (request) => ok(await callLeads.vendorLeads((await currentVendor(app, request)).vendorId, request.query.cursor)),
  );
};

export default vendorLeadRoutes;
