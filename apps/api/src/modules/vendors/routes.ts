import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth.ts";
import bookingRoutes from "../bookings/vendor-routes.ts";
import briefRoutes from "../briefs/vendor-routes.ts";
import dashboardRoutes from "./dashboard-routes.ts";
import galleryRoutes from "./gallery-routes.ts";
import kycRoutes from "./kyc-routes.ts";
import offeringRoutes from "./offering-routes.ts";
import profileRoutes from "./profile-routes.ts";

/** The vendor area (application §7): vendor sessions only, and every object is checked against its owner. */
const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser(app, "vendor"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(profileRoutes);
  await app.register(dashboardRoutes);
  await app.register(offeringRoutes);
  await app.register(galleryRoutes);
  await app.register(kycRoutes);
  await app.register(bookingRoutes);
  await app.register(briefRoutes);
};

export default vendorRoutes;
