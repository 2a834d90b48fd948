import fp from "fastify-plugin";
import type { Db } from "@utsav/db";
import { AuditRepository } from "../../platform/audit-repository.ts";
import { VendorChangeLog, VendorReviewRepository, VendorTeamRepository } from "../vendors/index.ts";
import { vendorInviteDrafts } from "../notifications/index.ts";
import { IdentityReviewService } from "./identity-review-service.ts";
import { OperatorService } from "./operator-service.ts";
import { OversightRepository } from "./oversight-repository.ts";
import { OversightService } from "./oversight-service.ts";
import { OperatorLinks } from "./operator-links.ts";
import operationsRoutes from "./routes.ts";
import { VendorReviewService } from "./vendor-review-service.ts";
import { VendorOwnerService } from "./vendor-owner-service.ts";
import { ResponsivenessRepository } from "./responsiveness-repository.ts";
import { ResponsivenessService } from "./responsiveness-service.ts";
import { WaitingRepository } from "./waiting-repository.ts";
import { WaitingService } from "./waiting-service.ts";

// The operators' console: vendor review, oversight of what is on sale, and the audit log (docs/decisions/0020); what
// waits for an answer, and acting on it (docs/decisions/0037).

declare module "fastify" {
  interface FastifyInstance {
    /** Operators' accounts (npm run operator:add) and who is acting, for the audit log. */
    operators: OperatorService;
  }
}

export type { Operator } from "./vendor-review-service.ts";
// Each vendor's responsiveness, which the reviews module's standing combines with its rating (docs/decisions/0060).
export { ResponsivenessRepository } from "./responsiveness-repository.ts";

export default fp(
  async (app) => {
    const db = app.database.db;
    const reviews = new VendorReviewRepository(db);
    const audit = new AuditRepository(db);
    app.decorate("operators", new OperatorService(app.accounts, audit));
    const identityReview = new IdentityReviewService(app.vendorIdentity, new VendorChangeLog(db), reviews);
    // Who runs a business, and the invitation that links its owner (docs/decisions/0033).
    const owners = new VendorOwnerService(new VendorTeamRepository(db), vendorInviteDrafts(app.config.publicOrigin), app.rateLimiter);
    // Approving a vendor's documents lets its payouts start (docs/decisions/0051), where the payments module pays out.
    const documentsApproved = (tx: Db, vendorId: string) => app.payouts.documentsApproved(tx, vendorId);
    await app.register(operationsRoutes, {
      prefix: "/api/operator",
      vendorReview: new VendorReviewService(
        reviews,
        audit,
        app.vendorKyc,
        app.catalogue,
        identityReview,
        owners,
        documentsApproved,
        new ResponsivenessService(new ResponsivenessRepository(db)),
      ),
      owners,
      identityReview,
      oversight: new OversightService(new OversightRepository(db), reviews, audit),
      links: new OperatorLinks(db, app.config.auth.secret),
      waiting: new WaitingService(new WaitingRepository(db), audit, app.bookingLifecycle, app.briefOutreach),
    });
  },
  {
    name: "operations",
    fastify: "5.x",
    dependencies: ["database", "providers", "accounts", "catalogue", "vendors", "bookings", "briefs", "payments"],
  },
);
