import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/auth.ts";
import bookingRoutes from "./bookings.ts";
import briefRoutes from "./briefs.ts";
import dashboardRoutes from "./dashboard.ts";
import galleryRoutes from "./gallery.ts";
import kycRoutes from "./kyc.ts";
import offeringRoutes from "./offerings.ts";
import profileRoutes from "./profile.ts";

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
