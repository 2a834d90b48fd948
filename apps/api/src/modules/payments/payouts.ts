import fp from "fastify-plugin";
import type { Db } from "@utsav/db";
import { DocumentVault } from "../vendors/index.ts";
import { PAYMENT_JOBS } from "./job-kinds.ts";
import { linkAccountJob } from "./payout-jobs.ts";
import { PayoutRepository } from "./payout-repository.ts";
import payoutReviewRoutes from "./payout-review-routes.ts";
import { PayoutReviewService } from "./payout-review-service.ts";
import payoutRoutes from "./payout-routes.ts";
import { PayoutService } from "./payout-service.ts";
import { PayoutStatementRepository } from "./payout-statement-repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Vendors' payouts (docs/decisions/0051): what the operations module tells it when a vendor's documents are approved. */
    payouts: Payouts;
  }
}

export interface Payouts {
  /**
   * In the transaction that approves a vendor's identity documents: asks for its linked account at the provider when its
   * payout bank account is approved already.
   */
  documentsApproved(tx: Db, vendorId: string): Promise<void>;
}

/**
 * Vendors paid out (docs/decisions/0051): the vendor's bank account and Payments page (/api/vendor), the operators'
 * review of the account (/api/operator), and the job that makes the vendor's linked account at the provider. The
 * payments plugin (index.ts) registers it: `await app.register(payouts)`.
 */
export default fp(
  async (app) => {
    const db = app.database.db;
    const accounts = new PayoutRepository(db);
    const clock = app.scheduler.clock;
    // The identity documents' key (modules/vendors): an account number is sealed as a document number is.
    const vault = new DocumentVault(db, app.config.auth.secret);
    app.decorate("payouts", {
      documentsApproved: (tx: Db, vendorId: string) => PayoutRepository.scheduleLinkWhenReady(tx, vendorId, clock.now()),
    } satisfies Payouts);
    await app.register(payoutRoutes, {
      prefix: "/api/vendor",
      payouts: new PayoutService(accounts, new PayoutStatementRepository(db), vault),
    });
    await app.register(payoutReviewRoutes, { prefix: "/api/operator", payoutReview: new PayoutReviewService(accounts, clock) });
    app.scheduler.register(
      PAYMENT_JOBS.linkAccount.kind,
      linkAccountJob({ payouts: accounts, vault, provider: app.paymentProvider, log: app.log }),
    );
  },
  { name: "payouts", fastify: "5.x", dependencies: ["database", "providers"] },
);
