import { randomUUID } from "node:crypto";
import {
  bookingReference,
  csvRupees,
  indianDate,
  indianDateTime,
  OPERATOR_PAYMENT_MESSAGES,
  OPERATOR_PAYMENTS_CSV_HEADER,
  OPERATOR_REFUND_STATUS_LABELS,
  OPERATOR_TRANSFER_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_MESSAGES,
  PAYMENTS,
  RECONCILIATION_CHECKS,
  REFUND_STATUSES,
  TRANSFER_STATUSES,
} from "@utsav/domain";
import type {
  OperatorPaymentDetail,
  OperatorPaymentPage,
  OperatorPaymentRow,
  OperatorPaymentsExport,
  OperatorPaymentsFilter,
  OperatorRefund,
  OperatorRefundAnswer,
  ReconciliationList,
  ReconciliationRun,
} from "@utsav/domain";
import { auditBy } from "../../platform/audit-repository.ts";
import type { AuditActor } from "../../platform/audit-repository.ts";
import { toCsv } from "../../platform/http/csv.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import { afterCursor, cursorAfter, found } from "../../platform/http/paging.ts";
import { PaymentProviderError } from "../../platform/payments/payment-provider.ts";
import type { Clock } from "../../platform/scheduler/clock.ts";
import type { RefundRow } from "./money-repository.ts";
import type { OperatorPaymentRepository, PaymentListRow } from "./operator-repository.ts";
import { reconcile } from "./reconciliation.ts";
import type { ReconcilerDeps, ReconciliationRepository, ReconciliationRow } from "./reconciliation.ts";

// The operators' payments console (docs/decisions/0052): the payments of every booking with an order, one booking's
// money, refunds by hand with a reason, the CSV and the reconciliation. Each act is written to the audit log with the
// operator and the client's address (OWASP ASVS 5.0 §16.2).

/** The most rows one CSV holds, and the runs the reconciliation card lists. */
export const PAYMENTS_CSV_MAX_ROWS = 10_000;
const RUNS_SHOWN = 5;

/** A status the database holds as text, read as the domain's union (the one given when it is none of them). */
function oneOf<T extends string>(values: readonly T[], value: string, otherwise: T): T {
  return values.find((known) => known === value) ?? otherwise;
}
const orNull = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value === null ? null : (values.find((known) => known === value) ?? null);

const notFound = () => new HttpError(404, OPERATOR_PAYMENT_MESSAGES.notFound, "PAYMENT_NOT_FOUND");

function toRow(row: PaymentListRow): OperatorPaymentRow {
  return {
    bookingId: row.bookingId,
    reference: bookingReference(row.bookingId),
    offeringName: row.offeringName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    orderStatus: row.orderStatus,
    advancePaise: row.advance,
    paidPaise: row.paid ?? 0,
    refundedPaise: row.refunded,
    refundStatus: orNull(REFUND_STATUSES, row.refundStatus),
    transferStatus: orNull(TRANSFER_STATUSES, row.transferStatus),
    feePaise: row.fee,
    createdAt: row.createdAt.toISOString(),
  };
}

function toRefund(refund: RefundRow, requestedByName: string | null): OperatorRefund {
  return {
    id: refund.id,
    amountPaise: refund.amount,
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    createdAt: refund.createdAt.toISOString(),
    processedAt: refund.processedAt?.toISOString() ?? null,
    note: refund.note,
    requestedBy: refund.requestedBy ? (requestedByName ?? refund.requestedBy) : null,
    lastError: refund.lastError,
  };
}

function toRun(run: ReconciliationRow): ReconciliationRun {
  return {
    id: run.id,
    status: run.status === "differences" ? "differences" : "ok",
    checked: run.checked,
    ranAt: run.ranAt.toISOString(),
    differences: run.differences.map((d) => ({
      bookingId: d.bookingId,
      reference: bookingReference(d.bookingId),
      what: oneOf(RECONCILIATION_CHECKS, d.what, "payment"),
      ledgerPaise: d.ledger,
      providerPaise: d.provider,
    })),
  };
}

export class OperatorPaymentService {
  constructor(
    private readonly payments: OperatorPaymentRepository,
    private readonly runs: ReconciliationRepository,
    private readonly reconciler: Omit<ReconcilerDeps, "runs"> | null,
    private readonly clock: Clock,
    /** Tells this process's scheduler that a job is due now (the refund just owed). */
    private readonly wake: () => void,
  ) {}

  async list(filter: OperatorPaymentsFilter, cursor: string | undefined): Promise<OperatorPaymentPage> {
    const page = found(await this.payments.page(filter, afterCursor(cursor), PAYMENTS.pageSize));
    return { rows: page.rows.map(toRow), nextCursor: cursorAfter(page.nextAfter) };
  }

  /** A booking's money whole; 404 for a booking without an order (or none at all). */
  async detail(bookingId: string): Promise<OperatorPaymentDetail> {
    const booking = await this.payments.booking(bookingId);
    if (!booking) throw notFound();
    const [payments, refunds, transfer, ledger, refundable] = await Promise.all([
      this.payments.paymentsOf(bookingId),
      this.payments.refundsOf(bookingId),
      this.payments.transferOf(bookingId),
      this.payments.ledgerOf(bookingId),
      this.payments.refundable(bookingId),
    ]);
    const { order } = booking;
    return {
      bookingId,
      reference: bookingReference(bookingId),
      offeringName: booking.offeringName,
      vendorId: booking.vendorId,
      vendorName: booking.vendorName,
      bookingStatus: booking.bookingStatus,
      eventDate: booking.eventDate,
      order: {
        id: order.id,
        provider: order.provider,
        providerOrderId: order.providerOrderId,
        status: order.status,
        amountPaise: order.amount,
        createdAt: order.createdAt.toISOString(),
        expiresAt: order.expiresAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
      },
      payments: payments.map((p) => ({
        id: p.id,
        amountPaise: p.amount,
        status: p.status === "captured" ? "captured" : "failed",
        method: p.method,
        surplus: p.surplus,
        errorReason: p.errorReason,
        createdAt: p.createdAt.toISOString(),
      })),
      refunds: refunds.map((r) => toRefund(r.refund, r.requestedByName)),
      transfer: transfer && {
        status: transfer.status,
        amountPaise: transfer.amount,
        feePaise: transfer.fee,
        commissionPercent: transfer.commissionPercent,
        reversedPaise: transfer.reversedAmount,
        providerTransferId: transfer.providerTransferId,
        createdAt: transfer.createdAt.toISOString(),
        releasedAt: transfer.releasedAt?.toISOString() ?? null,
      },
      ledger: ledger.map((l) => ({
        id: l.id,
        kind: l.kind,
        amountPaise: l.amount,
        providerRef: l.providerRef,
        createdAt: l.createdAt.toISOString(),
      })),
      refundablePaise: Math.max(0, refundable),
    };
  }

  /**
   * Refunds part of a booking's paid advance, or everything left of it, with the operator's reason: 404 without an
   * order, 400 for more than is left (nothing is written), 409 when nothing is left. Two at once: the payment's lock
   * makes the second see what the first left.
   */
  async refund(operator: AuditActor, bookingId: string, request: { amountPaise?: number; reason: string }): Promise<OperatorRefundAnswer> {
    const booking = await this.payments.booking(bookingId);
    if (!booking) throw notFound();
    const reason = request.reason.trim();
    const answer = await this.payments.refund(
      {
        bookingId,
        amount: request.amountPaise ?? null,
        reason: "operator",
        cause: `operator:${randomUUID()}`,
        note: reason,
        requestedBy: operator.userId,
      },
      (refund) =>
        auditBy(operator, {
          action: "payment.refunded",
          vendorId: booking.vendorId,
          target: bookingId,
          detail: { refundId: refund.id, amountPaise: refund.amount, reason },
        }),
    );
    if (answer.outcome === "too_large") throw new HttpError(400, PAYMENT_MESSAGES.refundTooLarge, "REFUND_TOO_LARGE");
    if (answer.outcome === "nothing") throw new HttpError(409, PAYMENT_MESSAGES.nothingToRefund, "NOTHING_TO_REFUND");
    this.wake();
    return { refund: toRefund(answer.refund, operator.name), refundablePaise: answer.left };
  }

  /** The filtered list as CSV (rupees), written to the audit log with its filters and its size. */
  async export(operator: AuditActor, filter: OperatorPaymentsFilter): Promise<OperatorPaymentsExport> {
    const rows = await this.payments.all(filter, PAYMENTS_CSV_MAX_ROWS);
    const csv = toCsv([
      [...OPERATOR_PAYMENTS_CSV_HEADER],
      ...rows.map((row) => [
        bookingReference(row.bookingId),
        row.bookingId,
        row.offeringName,
        row.vendorName,
        ORDER_STATUS_LABELS[row.orderStatus],
        csvRupees(row.advance),
        csvRupees(row.paid ?? 0),
        csvRupees(row.refunded),
        row.refundStatus ? OPERATOR_REFUND_STATUS_LABELS[row.refundStatus] : "",
        row.transferStatus ? OPERATOR_TRANSFER_STATUS_LABELS[row.transferStatus] : "",
        row.fee === null ? "" : csvRupees(row.fee),
        indianDateTime(row.createdAt),
      ]),
    ]);
    await this.payments.recordExport(
      auditBy(operator, {
        action: "export.payments",
        detail: { status: filter.status ?? null, refund: filter.refund ?? null, q: filter.q ?? null, rows: rows.length },
      }),
    );
    return { fileName: `utsav-payments-${indianDate(this.clock.now())}.csv`, csv, rows: rows.length };
  }

  async reconciliations(): Promise<ReconciliationList> {
    return { runs: (await this.runs.latest(RUNS_SHOWN)).map(toRun) };
  }

  /** Runs the reconciliation now, on the record; 409 when payments are off, 503 when the provider cannot answer. */
  async runReconciliation(operator: AuditActor): Promise<ReconciliationRun> {
    if (!this.reconciler) throw new HttpError(409, OPERATOR_PAYMENT_MESSAGES.providerOff, "PAYMENTS_OFF");
    try {
      const run = await reconcile({ ...this.reconciler, runs: this.runs }, this.clock.now(), (run) =>
        auditBy(operator, {
          action: "payment.reconciled",
          target: run.id,
          detail: { status: run.status, checked: run.checked, differences: run.differences.length },
        }),
      );
      return toRun(run);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable, "PAYMENTS_UNAVAILABLE");
      throw error;
    }
  }
}
