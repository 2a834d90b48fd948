import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consumerDataExportSchema, envelope, ok } from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import type { AccountDataService } from "./account-data-service.ts";
import { asDownload, deletionRoute, sessionOf, signedInErrors } from "./account-routes.ts";
import type { ErasureService } from "./erasure-service.ts";

/** The consumer's own data: download it, or delete the account (docs/decisions/0031). */
const consumerPrivacyRoutes: FastifyPluginAsyncZod<{ data: AccountDataService; erasures: ErasureService }> = async (
  app,
  { data, erasures },
) => {
  restrictTo(app, "consumer");

  app.post(
    "/account/export",
    {
      schema: {
        tags: ["consumer"],
        summary: "Download my data: everything Utsav holds about the signed-in consumer, as a JSON file (utsav-my-data-YYYY-MM-DD.json)",
        response: { 200: envelope(consumerDataExportSchema), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = sessionOf(request);
      const exported = await data.consumerExport(userId, sessionId);
      // Sensitive data was read (OWASP ASVS 5.0 16.3.2): what and how much, never the data.
      request.log.info({ bookings: exported.bookings.length, briefs: exported.briefs.length }, "account data exported");
      asDownload(reply);
      return ok(exported);
    },
  );

  deletionRoute(app, "consumer", erasures);
};

export default consumerPrivacyRoutes;
