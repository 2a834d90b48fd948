import fp from "fastify-plugin";
import { BookingRepository } from "../bookings/index.ts";
import { BriefAnswerRepository } from "./brief-answer-repository.ts";
import { BriefOutreachRepository } from "./brief-outreach-repository.ts";
import { BriefOutreachService } from "./brief-outreach-service.ts";
import { BriefRepository } from "./brief-repository.ts";
import { BriefService } from "./brief-service.ts";
import consumerBriefRoutes from "./consumer-routes.ts";
import vendorBriefRoutes from "./vendor-routes.ts";
import { BRIEF_JOBS, endBriefJob } from "./brief-timer.ts";

// Requests for proposals: briefs, matching, quotes and acceptance, which places a booking (docs/decisions/0023).

declare module "fastify" {
  interface FastifyInstance {
    /** Sending a brief to more vendors: operators ask it (docs/decisions/0037). */
    briefOutreach: BriefOutreachService;
  }
}

export { QUOTE_BOOKING_LABELS } from "./brief-views.ts";
export type { BriefOutreachService };

export default fp(
  async (app) => {
    const db = app.database.db;
    const records = new BriefRepository(db);
    const wake = () => app.notificationWorker.wake();
    const briefs = new BriefService(
      records,
      new BriefAnswerRepository(db, records),
      new BookingRepository(db),
      app.accounts,
      app.terms,
      app.storage,
      app.notificationDrafts,
      wake,
      { service: app.payments.service, commission: app.config.payments.commissionPercent },
    );
    app.decorate("briefOutreach", new BriefOutreachService(records, new BriefOutreachRepository(db), app.notificationDrafts, wake));
    app.scheduler.register(BRIEF_JOBS.end.kind, endBriefJob(db, app.timedDrafts, wake));
    await app.register(consumerBriefRoutes, { prefix: "/api/consumer", briefs });
    await app.register(vendorBriefRoutes, { prefix: "/api/vendor", briefs });
  },
  {
    name: "briefs",
    fastify: "5.x",
    dependencies: ["database", "providers", "accounts", "terms", "notifications", "payments", "availability"],
  },
);
