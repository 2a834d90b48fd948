import fp from "fastify-plugin";
import type { Db } from "@utsav/db";
import { PAYMENT_JOBS } from "./job-kinds.ts";
import { MoneyRepository } from "./money-repository.ts";
import operatorPaymentRoutes from "./operator-routes.ts";
import { OperatorPaymentRepository } from "./operator-repository.ts";
import { OperatorPaymentService } from "./operator-service.ts";
import { reconcileJob, ReconciliationRepository } from "./reconciliation.ts";

/**
 * The operators' payments console (docs/decisions/0052): its routes under /api/operator, and the nightly reconciliation's
 * handler where payments are on. The payments plugin (index.ts) registers it: `await app.register(paymentsConsole)`;
 * the first nightly run is scheduled by `scheduleReconciliation` (reconciliation.ts) once the app is ready.
 */
export default fp(
  async (app) => {
    const db = app.database.db;
    const provider = app.paymentProvider;
    const runs = new ReconciliationRepository(db);
    const reconciler = provider ? { provider, log: app.log } : null;
    if (reconciler) app.scheduler.register(PAYMENT_JOBS.reconcile.kind, reconcileJob({ ...reconciler, runs, db }));
    const paymentsConsole = new OperatorPaymentService(
      new OperatorPaymentRepository(db, (on: Db) => new MoneyRepository(on, app.notificationDrafts)),
      runs,
      reconciler,
      app.scheduler.clock,
      () => app.scheduler.wake(),
    );
    await app.register(operatorPaymentRoutes, { prefix: "/api/operator", paymentsConsole });
  },
  { name: "payments-console", fastify: "5.x", dependencies: ["database", "providers", "notifications"] },
);
