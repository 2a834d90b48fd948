import fp from "fastify-plugin";
import { BookingRepository } from "../bookings/index.ts";
import { ResponsivenessRepository } from "../operations/index.ts";
import consumerReviewRoutes from "./consumer-routes.ts";
import { ReviewRepository } from "./review-repository.ts";
import { ShopperReviewService } from "./review-service.ts";
import { AuthorMessages } from "./author-messages.ts";
import { ModerationRepository } from "./moderation-repository.ts";
import { ModerationService } from "./moderation-service.ts";
import operatorReviewRoutes from "./operator-routes.ts";
import { ReceivedReviewRepository } from "./received-repository.ts";
import { ReceivedReviewService } from "./received-service.ts";
import { StandingRepository } from "./standing-repository.ts";
import { StandingService } from "./standing-service.ts";
import vendorReviewRoutes from "./vendor-routes.ts";

// Reviews from completed bookings (docs/decisions/0060): the shopper writes one per completed booking, the vendor
// answers once or reports it, operators hide and restore it, and every change recomputes the vendor's one rating
// (figures.ts) in its own transaction.

export { lockVendorFigures, recomputeVendorFigures } from "./figures.ts";

export default fp(
  async (app) => {
    // The shopper's review of a booking (consumer routes).
    const db = app.database.db;
    const shopperReviews = new ShopperReviewService(
      new ReviewRepository(db),
      new BookingRepository(db),
      app.accounts,
      app.storage,
      app.catalogue,
      app.scheduler.clock,
    );
    await app.register(consumerReviewRoutes, { prefix: "/api/consumer", shopperReviews });
    // The vendor's Reviews (answer, report) and the operators' moderation and standing.
    const authorMessages = new AuthorMessages(app.config.publicOrigin);
    const photoUrl = (key: string) => app.storage.url(key);
    const received = new ReceivedReviewService(new ReceivedReviewRepository(db), authorMessages, photoUrl, (vendorId) =>
      app.catalogue.invalidate({ vendorId, reach: "vendor" }),
    );
    await app.register(vendorReviewRoutes, { prefix: "/api/vendor", received });
    const moderation = new ModerationService(new ModerationRepository(db), authorMessages, photoUrl, () => app.catalogue.invalidate());
    const standing = new StandingService(new StandingRepository(db), new ResponsivenessRepository(db));
    await app.register(operatorReviewRoutes, { prefix: "/api/operator", moderation, standing });
  },
  { name: "reviews", fastify: "5.x", dependencies: ["database", "providers", "accounts", "catalogue", "bookings", "operations"] },
);
