import fp from "fastify-plugin";
import { AvailabilityRepository } from "./availability-repository.ts";
import { AvailabilityService } from "./availability-service.ts";
import { FeedRepository } from "./feed-repository.ts";
import { CalendarFeedService } from "./feed-service.ts";
import publicAvailabilityRoutes from "./public-routes.ts";
import vendorAvailabilityRoutes from "./vendor-routes.ts";

// Availability (docs/decisions/0056): a vendor's blocked days, its daily capacities and its calendar feed, and the
// check every booking passes (day-hold.ts): bookings and accepted quotes call it in their own transaction, and brief
// matching leaves out vendors not free on the brief's date (freeOnSql).

export { DayHold, dayUnavailable, isDayRefusal } from "./day-hold.ts";
export { freeOnSql } from "./free-days.ts";
export type { BookedDay } from "./day-hold.ts";
export type { AvailabilityService };

declare module "fastify" {
  interface FastifyInstance {
    /** Vendors' free days: the chosen event date's offerings that are not free (terms), and search's "Free on my date". */
    availability: AvailabilityService;
  }
}

export default fp(
  async (app) => {
    const db = app.database.db;
    const { clock } = app.scheduler;
    const records = new AvailabilityRepository(db);
    const availability = new AvailabilityService(records, clock);
    app.decorate("availability", availability);
    const feed = new CalendarFeedService(new FeedRepository(db), records, app.rateLimiter, clock, app.config.publicOrigin);
    await app.register(vendorAvailabilityRoutes, { prefix: "/api/vendor", availability, feed });
    await app.register(publicAvailabilityRoutes, { prefix: "/api", availability, feed });
  },
  { name: "availability", fastify: "5.x", dependencies: ["database", "providers", "catalogue"] },
);
