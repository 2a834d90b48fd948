import fp from "fastify-plugin";
import { BookingRepository } from "../bookings/index.ts";
import { BriefAnswerRepository } from "./brief-answer-repository.ts";
import { BriefRepository } from "./brief-repository.ts";
import { BriefService } from "./brief-service.ts";
import consumerBriefRoutes from "./consumer-routes.ts";
import vendorBriefRoutes from "./vendor-routes.ts";

// Requests for proposals: briefs, matching, quotes and acceptance, which places a booking (docs/decisions/0023).

export { QUOTE_BOOKING_LABELS } from "./brief-views.ts";

export default fp(
  async (app) => {
    const db = app.database.db;
    const records = new BriefRepository(db);
    const briefs = new BriefService(
      records,
      new BriefAnswerRepository(db, records),
      new BookingRepository(db),
      app.accounts,
      app.terms,
      app.storage,
      app.notificationDrafts,
      () => app.notificationWorker.wake(),
    );
    await app.register(consumerBriefRoutes, { prefix: "/api/consumer", briefs });
    await app.register(vendorBriefRoutes, { prefix: "/api/vendor", briefs });
  },
  { name: "briefs", fastify: "5.x", dependencies: ["database", "providers", "accounts", "terms", "notifications"] },
);
