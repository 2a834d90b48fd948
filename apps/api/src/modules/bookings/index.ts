import fp from "fastify-plugin";
import { BookingRepository } from "./booking-repository.ts";
import { BookingService } from "./booking-service.ts";
import consumerBookingRoutes from "./consumer-routes.ts";
import { BookingLifecycleService } from "./lifecycle-service.ts";
import { BookingPlacementRepository } from "./placement-repository.ts";
import publicBookingRoutes from "./public-routes.ts";
import { bookingMoneyHooks } from "./money-hooks.ts";
import vendorBookingRoutes from "./vendor-routes.ts";
import { BOOKING_JOBS } from "./timed-jobs.ts";
import { catchUpBookingJobs } from "./timed-catch-up.ts";
import { BookingTimer } from "./timed-service.ts";

// Bookings: placing one from an offering's form, its lifecycle, the consumer's and the vendor's views of it
// (docs/decisions/0021). A brief's accepted quote is placed the same way (modules/briefs).

declare module "fastify" {
  interface FastifyInstance {
    /** Bookings after they are placed: operators cancel through it (docs/decisions/0037). */
    bookingLifecycle: BookingLifecycleService;
  }
}

export { bookingDetails } from "./booking-details.ts";
export { BookingPlacementRepository, BookingRepository };
export type { BookingLifecycleService };
export type { BookingRow, NewBooking } from "./placement-repository.ts";
export { cancellationTerms } from "./lifecycle-service.ts";

export default fp(
  async (app) => {
    const db = app.database.db;
    const { accounts, terms, notificationDrafts } = app;
    const queued = () => app.notificationWorker.wake();
    const { service: payments } = app.payments;
    const bookings = new BookingService(
      new BookingPlacementRepository(app.database, app.scheduler.clock),
      accounts,
      app.rateLimiter,
      terms,
      notificationDrafts,
      queued,
      payments,
      app.config.payments.commissionPercent,
    );
    app.payments.setBookingHooks(bookingMoneyHooks(notificationDrafts, queued, app.scheduler.clock));
    const lifecycle = new BookingLifecycleService(
      new BookingRepository(db),
      accounts,
      notificationDrafts,
      queued,
      terms,
      payments,
      app.scheduler.clock,
    );
    app.decorate("bookingLifecycle", lifecycle);
    // Time (docs/decisions/0054): unanswered bookings expire, both sides are reminded, confirmed ones complete.
    const timer = new BookingTimer(db, new BookingRepository(db), notificationDrafts, app.timedDrafts, app.scheduler.clock, queued);
    app.scheduler.register(BOOKING_JOBS.expire.kind, timer.expire);
    app.scheduler.register(BOOKING_JOBS.answerReminder.kind, timer.remindAnswer);
    app.scheduler.register(BOOKING_JOBS.eventReminder.kind, timer.remindEvent);
    app.scheduler.register(BOOKING_JOBS.autoComplete.kind, timer.complete);
    if (app.config.payments.scheduler.worker) {
      app.addHook("onReady", async () => {
        const caught = await catchUpBookingJobs(db, app.scheduler.clock);
        if (caught.received + caught.confirmed > 0) app.log.info(caught, "bookings from before the scheduler now have their jobs");
      });
    }
    await app.register(publicBookingRoutes, { prefix: "/api/public", bookings });
    await app.register(consumerBookingRoutes, { prefix: "/api/consumer", lifecycle, timer });
    await app.register(vendorBookingRoutes, { prefix: "/api/vendor", lifecycle, timer });
  },
  {
    name: "bookings",
    fastify: "5.x",
    dependencies: ["database", "providers", "accounts", "terms", "notifications", "payments", "availability"],
  },
);
