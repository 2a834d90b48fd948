import fp from "fastify-plugin";
import { CallLeadService } from "./call-lead-service.ts";
import consumerLeadRoutes from "./consumer-routes.ts";
import { LeadRepository } from "./lead-repository.ts";
import vendorLeadRoutes from "./vendor-routes.ts";

// Call leads: a consumer's Call press reveals the vendor's number and tells the vendor (docs/decisions/0021).

export default fp(
  async (app) => {
    const callLeads = new CallLeadService(new LeadRepository(app.database.db), app.notificationDrafts, () => app.notificationWorker.wake());
    await app.register(consumerLeadRoutes, { prefix: "/api/consumer", callLeads });
    await app.register(vendorLeadRoutes, { prefix: "/api/vendor", callLeads });
  },
  { name: "leads", fastify: "5.x", dependencies: ["database", "providers", "notifications"] },
);
