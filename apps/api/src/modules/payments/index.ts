import fp from "fastify-plugin";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import type { Db } from "@utsav/db";
import { PAYMENT_JOBS } from "./job-kinds.ts";
import { expireOrderJob, refundJob, settleJob, transferJob } from "./money-jobs.ts";
import { MoneyRepository } from "./money-repository.ts";
import { OrderRepository } from "./order-repository.ts";
import type { BookingMoneyHooks } from "./order-repository.ts";
import { PaymentService } from "./payment-service.ts";
import { checkoutRoutes, webhookRoutes } from "./public-routes.ts";
import { WebhookService } from "./webhook-service.ts";
import localPaymentRoutes from "./local-routes.ts";
import payouts from "./payouts.ts";
import paymentsConsole from "./payments-console.ts";
import { scheduleReconciliation } from "./reconciliation.ts";

// Payments (docs/decisions/0048): the advance paid online, its refunds, the vendor's share transferred on hold and
// released, and the ledger. The bookings module places bookings with an order (PaymentService.prepare, OrderRepository.open)
// and tells this one of its changes (settleAfter); this one moves a booking when its advance is captured or its order
// expires through the hooks the bookings module gives (setBookingHooks).

declare module "fastify" {
  interface FastifyInstance {
    payments: Payments;
  }
}

export interface Payments {
  service: PaymentService;
  /** The bookings module's part of a capture and an expiry; set once, when the bookings module loads. */
  setBookingHooks(hooks: BookingMoneyHooks): void;
}

export { OrderRepository, PaymentService, PAYMENT_JOBS };
export type { BookingMoneyHooks };
export type { PreparedOrder } from "./payment-service.ts";

/**
 * Asks, in the caller's transaction, for the money of a booking that changed to be settled: refunds owed, the vendor's
 * share released or taken back (money-jobs.ts settleJob). `cause` keys it, so a change asks once.
 */
export async function settleAfter(tx: Db, bookingId: string, cause: string, actor: string): Promise<void> {
  await JobRepository.schedule(tx, [
    { kind: PAYMENT_JOBS.settle.kind, key: PAYMENT_JOBS.settle.key(bookingId, cause), runAt: new Date(0), payload: { bookingId, actor } },
  ]);
}

export default fp(
  async (app) => {
    const db = app.database.db;
    const orders = new OrderRepository(db);
    const money = new MoneyRepository(db, app.notificationDrafts);
    let bookingHooks: BookingMoneyHooks | null = null;
    const hooks = (): BookingMoneyHooks => {
      if (!bookingHooks) throw new Error("the bookings module has not given its payment hooks");
      return bookingHooks;
    };
    const provider = app.paymentProvider;
    const service = new PaymentService(orders, money, provider, hooks, app.log, app.config.payments.orderExpiresMinutes);
    app.decorate("payments", {
      service,
      setBookingHooks: (given: BookingMoneyHooks) => {
        bookingHooks = given;
      },
    });
    if (provider) {
      const deps = { orders, money, provider, hooks, log: app.log };
      app.scheduler.register(PAYMENT_JOBS.expireOrder.kind, expireOrderJob(deps));
      app.scheduler.register(PAYMENT_JOBS.settle.kind, settleJob(deps));
      app.scheduler.register(PAYMENT_JOBS.refund.kind, refundJob(deps));
      app.scheduler.register(PAYMENT_JOBS.transfer.kind, transferJob(deps));
    }
    const webhooks = new WebhookService(orders, money, provider, hooks, app.log);
    await app.register(checkoutRoutes, { prefix: "/api/public", payments: service });
    await app.register(webhookRoutes, { prefix: "/api/payments", webhooks });
    // The local payment page's route, on local runs only (it checks the configuration itself: docs/decisions/0050).
    await app.register(localPaymentRoutes, { prefix: "/api" });
    // Vendors paid out: the bank account, its review, the linked account and the Payments page (docs/decisions/0051).
    await app.register(payouts);
    // The operators' payments console and the nightly reconciliation (docs/decisions/0052).
    await app.register(paymentsConsole);
    if (provider) app.addHook("onReady", async () => scheduleReconciliation(db, app.scheduler.clock.now()));
  },
  { name: "payments", fastify: "5.x", dependencies: ["database", "providers", "notifications"] },
);
