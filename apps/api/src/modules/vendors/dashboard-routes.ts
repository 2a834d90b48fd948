import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, vendorDashboardSchema } from "@utsav/domain";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { VendorDashboardService } from "./dashboard-service.ts";

/** GET /api/vendor/dashboard (application §7): counts, profile and KYC state, and the latest bookings and leads. */
const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: VendorDashboardService }> = async (app, { dashboard }) => {
  app.get(
    "/dashboard",
    {
      schema: {
        tags: ["vendor"],
        summary: "Live offerings, bookings and call leads (last 7 days and in total), profile and KYC state, the latest bookings and leads",
        response: { 200: envelope(vendorDashboardSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await dashboard.dashboardOf((await currentVendor(app, request)).vendorId)),
  );
};

export default dashboardRoutes;
