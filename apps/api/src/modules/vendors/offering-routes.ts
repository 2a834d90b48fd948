import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  vendorOfferingInputSchema,
  vendorOfferingListSchema,
  vendorOfferingParamsSchema,
  vendorOfferingSchema,
  vendorOfferingStatusBodySchema,
  vendorOfferingStatusResultSchema,
} from "@utsav/domain";
import { BODY_LIMITS } from "../../platform/http/body-limits.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { VendorOfferingService } from "./offering-service.ts";

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The vendor's own offerings (application §7 /vendor/offerings, /vendor/offering). */
const offeringRoutes: FastifyPluginAsyncZod<{ offerings: VendorOfferingService }> = async (app, { offerings }) => {
  app.get(
    "/offerings",
    {
      schema: {
        tags: ["vendor"],
        summary: "The vendor's offerings, live and paused (deleted ones are gone), most recently changed first",
        response: { 200: envelope(vendorOfferingListSchema), ...errors },
      },
    },
    async (request) => ok(await offerings.list((await currentVendor(app, request)).vendorId)),
  );

  app.post(
    "/offering",
    {
      bodyLimit: BODY_LIMITS.vendorOffering,
      schema: {
        tags: ["vendor"],
        summary:
          "Create an offering, or update one when id is given; once its vendor is approved it shows in the storefront, its collections and search at once (no review), and operators read it in the vendor's change history",
        body: vendorOfferingInputSchema,
        response: { 200: envelope(vendorOfferingSchema), ...errors },
      },
    },
    async (request) => ok(await offerings.save(await currentVendor(app, request), request.body)),
  );

  app.get(
    "/offering/:id",
    {
      schema: {
        tags: ["vendor"],
        summary: "One of the vendor's offerings with its gallery images (404 for another vendor's, unknown or deleted)",
        params: vendorOfferingParamsSchema,
        response: { 200: envelope(vendorOfferingSchema), ...errors },
      },
    },
    async (request) => ok(await offerings.get((await currentVendor(app, request)).vendorId, request.params.id)),
  );

  app.put(
    "/offering/:id/status",
    {
      schema: {
        tags: ["vendor"],
        summary: "Set the status: 10 live, 15 paused, 20 deleted (final: it leaves the storefront and search at once)",
        params: vendorOfferingParamsSchema,
        body: vendorOfferingStatusBodySchema,
        response: { 200: envelope(vendorOfferingStatusResultSchema), ...errors },
      },
    },
    async (request) => ok(await offerings.setStatus(await currentVendor(app, request), request.params.id, request.body.status)),
  );
};

export default offeringRoutes;
