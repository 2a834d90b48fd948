import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok, vendorDataExportSchema } from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import type { AccountDataService } from "./account-data-service.ts";
import { asDownload, deletionRoute, sessionOf, signedInErrors } from "./account-routes.ts";
import type { ErasureService } from "./erasure-service.ts";

/**
 * The vendor's own data and its business's: download it, or delete the account, which takes the business off the
 * storefront (docs/decisions/0031). Both work before onboarding too, so neither needs a business.
 */
const vendorPrivacyRoutes: FastifyPluginAsyncZod<{ data: AccountDataService; erasures: ErasureService }> = async (
  app,
  { data, erasures },
) => {
  restrictTo(app, "vendor");

  app.post(
    "/account/export",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "Download my data: everything Utsav holds about the signed-in vendor and its business, as a JSON file (utsav-my-data-YYYY-MM-DD.json)",
        response: { 200: envelope(vendorDataExportSchema), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = sessionOf(request);
      const exported = await data.vendorExport(userId, sessionId);
      // Sensitive data was read (OWASP ASVS 5.0 16.3.2): what and how much, never the data.
      request.log.info({ bookings: exported.bookingsReceived.length, offerings: exported.offerings.length }, "account data exported");
      asDownload(reply);
      return ok(exported);
    },
  );

  deletionRoute(app, "vendor", erasures);
};

export default vendorPrivacyRoutes;
