import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth.ts";
import auditRoutes from "./audit-routes.ts";
import oversightRoutes from "./oversight-routes.ts";
import vendorRoutes from "./vendor-review-routes.ts";

/**
 * The operations console's API (docs/decisions/0020): operators' sessions only (401 signed out, 403 for shoppers and
 * vendors, before any body is read), and never cached anywhere.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireUser(app, "admin"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(vendorRoutes);
  await app.register(auditRoutes);
  await app.register(oversightRoutes);
};

export default adminRoutes;
