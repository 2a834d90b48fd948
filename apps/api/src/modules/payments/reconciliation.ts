import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { paymentLedger, paymentReconciliations, payments } from "@utsav/db";
import type { Db } from "@utsav/db";
import { indianDate, PAYMENTS, RECONCILIATION_CHECKS } from "@utsav/domain";
import type { ReconciliationCheck } from "@utsav/domain";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";
import { JobRepository } from "../../platform/scheduler/job-repository.ts";
import type { JobHandler } from "../../platform/scheduler/scheduler.ts";
import { PAYMENT_JOBS } from "./job-kinds.ts";

// The reconciliation (docs/decisions/0052): for each booking whose advance was captured lately, the ledger's sums by
// kind against what the provider reports of its payments (captured, refunded) and of their transfers (transferred,
// reversed). Every run is kept, with any difference, for the operators; a difference is logged as an error. It runs
// each night at PAYMENTS.reconcileHourIst, India time, and when an operator asks.

/** The bookings one run looks at: those with a payment captured in the last RECONCILE_DAYS, the newest RECONCILE_BATCH. */
export const RECONCILE_DAYS = 60;
export const RECONCILE_BATCH = 200;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

export type ReconciliationRow = typeof paymentReconciliations.$inferSelect;
export type Difference = ReconciliationRow["differences"][number];
type Sums = Record<ReconciliationCheck, number>;

const zero = (): Sums => ({ payment: 0, refund: 0, transfer: 0, reversal: 0 });

/** The next nightly run after `now`: PAYMENTS.reconcileHourIst o'clock in India, today's if it is still ahead. */
export function nextReconcileAt(now: Date): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), PAYMENTS.reconcileHourIst) - IST_OFFSET_MS;
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/** Schedules the next nightly run, keyed by its day in India, so every process asking at start schedules it once. */
export async function scheduleReconciliation(db: Db, now: Date): Promise<void> {
  const runAt = nextReconcileAt(now);
  await JobRepository.schedule(db, [
    { kind: PAYMENT_JOBS.reconcile.kind, key: PAYMENT_JOBS.reconcile.key(indianDate(runAt)), runAt, payload: {} },
  ]);
}

/** The reconciliation's reads and its record. */
export class ReconciliationRepository {
  constructor(private readonly db: Db) {}

  /** The bookings with a payment captured since `since`, newest payment first, at most `limit`. */
  async capturedBookings(since: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ bookingId: payments.bookingId, last: sql<Date>`max(${payments.createdAt})` })
      .from(payments)
      .where(and(eq(payments.status, "captured"), gte(payments.createdAt, since)))
      .groupBy(payments.bookingId)
      .orderBy(desc(sql`max(${payments.createdAt})`), desc(payments.bookingId))
      .limit(limit);
    return rows.map((r) => r.bookingId);
  }

  /** The captured payments of these bookings. */
  async capturedPayments(bookingIds: string[]) {
    if (bookingIds.length === 0) return [];
    return this.db
      .select({ id: payments.id, bookingId: payments.bookingId })
      .from(payments)
      .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, "captured")));
  }

  /** The ledger's sums by kind, per booking (the fee is the platform's own, not the provider's: not compared). */
  async ledgerSums(bookingIds: string[]): Promise<Map<string, Sums>> {
    const sums = new Map<string, Sums>(bookingIds.map((id) => [id, zero()]));
    if (bookingIds.length === 0) return sums;
    const rows = await this.db
      .select({
        bookingId: paymentLedger.bookingId,
        kind: paymentLedger.kind,
        total: sql<number>`coalesce(sum(${paymentLedger.amount}), 0)::int`.mapWith(Number),
      })
      .from(paymentLedger)
      .where(inArray(paymentLedger.bookingId, bookingIds))
      .groupBy(paymentLedger.bookingId, paymentLedger.kind);
    for (const row of rows) {
      const kind = RECONCILIATION_CHECKS.find((check) => check === row.kind);
      const booking = sums.get(row.bookingId);
      if (kind && booking) booking[kind] = row.total;
    }
    return sums;
  }

  /** Keeps a run, and when an operator asked for it, its audit row in the same transaction. */
  async store(run: Omit<ReconciliationRow, "id">, audit: ((run: ReconciliationRow) => AuditRecord) | null): Promise<ReconciliationRow> {
    const id = `rc_${randomUUID().replace(/-/g, "")}`;
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(paymentReconciliations)
        .values({ id, ...run })
        .returning();
      if (!row) throw new Error("the reconciliation was not stored");
      if (audit) await AuditRepository.write(tx, audit(row));
      return row;
    });
  }

  /** The latest runs, newest first. */
  latest(limit: number): Promise<ReconciliationRow[]> {
    return this.db
      .select()
      .from(paymentReconciliations)
      .orderBy(desc(paymentReconciliations.ranAt), desc(paymentReconciliations.id))
      .limit(limit);
  }
}

export interface ReconcilerDeps {
  runs: ReconciliationRepository;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** The provider's figures for a booking's captured payments: captured, refunded, transferred and reversed. */
async function providerSums(provider: PaymentProvider, paymentIds: string[]): Promise<Sums> {
  const sums = zero();
  for (const id of paymentIds) {
    const payment = await provider.fetchPayment(id);
    if (payment.status === "captured" || payment.status === "refunded") sums.payment += payment.amount;
    sums.refund += payment.amountRefunded;
    for (const transfer of await provider.paymentTransfers(id)) {
      sums.transfer += transfer.amount;
      sums.reversal += transfer.amountReversed;
    }
  }
  return sums;
}

/**
 * Compares and keeps one run at `now`. A provider that cannot answer fails the run (the job is tried again; an
 * operator is told), rather than keep a run that says a booking differs when it was not checked.
 */
export async function reconcile(
  { runs, provider, log }: ReconcilerDeps,
  now: Date,
  audit: ((run: ReconciliationRow) => AuditRecord) | null = null,
): Promise<ReconciliationRow> {
  const bookingIds = await runs.capturedBookings(new Date(now.getTime() - RECONCILE_DAYS * DAY_MS), RECONCILE_BATCH);
  const ledger = await runs.ledgerSums(bookingIds);
  const paymentsOf = new Map<string, string[]>();
  for (const { id, bookingId } of await runs.capturedPayments(bookingIds))
    paymentsOf.set(bookingId, [...(paymentsOf.get(bookingId) ?? []), id]);
  const differences: Difference[] = [];
  for (const bookingId of bookingIds) {
    const theirs = await providerSums(provider, paymentsOf.get(bookingId) ?? []);
    const ours = ledger.get(bookingId) ?? zero();
    for (const what of RECONCILIATION_CHECKS)
      if (ours[what] !== theirs[what]) differences.push({ bookingId, what, ledger: ours[what], provider: theirs[what] });
  }
  const run = await runs.store(
    { status: differences.length > 0 ? "differences" : "ok", differences, checked: bookingIds.length, ranAt: now },
    audit,
  );
  if (differences.length > 0)
    log.error(
      { reconciliationId: run.id, checked: run.checked, differences },
      "payments reconciliation: the ledger differs from the provider",
    );
  else log.info({ reconciliationId: run.id, checked: run.checked }, "payments reconciliation: the ledger matches the provider");
  return run;
}

/** The nightly run: first the next night's is scheduled (so a failing run does not end the chain), then this one runs. */
export function reconcileJob(deps: ReconcilerDeps & { db: Db }): JobHandler {
  return async (_payload, { now }) => {
    await scheduleReconciliation(deps.db, new Date(now.getTime() + 60_000));
    await reconcile(deps, now);
  };
}
