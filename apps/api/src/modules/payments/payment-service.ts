import type { FastifyBaseLogger } from "fastify";
import { bookingReference, cashOnTheDay, PAYMENT_MESSAGES, PAYMENTS, toPaise } from "@utsav/domain";
import type { BookingPayment, Checkout, PlacedPayment, Receipt } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";
import { PaymentProviderError } from "../../platform/payments/payment-provider.ts";
import type { MoneyRepository } from "./money-repository.ts";
import { newOrderId } from "./order-repository.ts";
import type { BookingMoneyHooks, OrderRepository, PaymentOrderRow } from "./order-repository.ts";

const checkoutPath = (orderId: string) => `/pay/${orderId}`;
const notFound = () => new HttpError(404, PAYMENT_MESSAGES.orderNotFound, "NOT_FOUND");

/** An order made at the provider before its booking is stored: what placing the booking stores with it. */
export interface PreparedOrder {
  id: string;
  provider: "razorpay" | "local";
  providerOrderId: string;
  amount: number;
  currency: string;
  expiresAt: Date;
}

/**
 * Paying the advance (docs/decisions/0048): the order made at the provider for a booking's advance, the checkout page's
 * facts, the shopper's return (which only reads what the webhook decided, or asks the provider itself), and a booking's
 * payment, refunds and receipts as its shopper sees them.
 */
export class PaymentService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly money: MoneyRepository,
    private readonly provider: PaymentProvider | null,
    private readonly hooks: () => BookingMoneyHooks,
    private readonly log: FastifyBaseLogger,
    private readonly expiresMinutes: number = PAYMENTS.orderExpiresMinutes,
  ) {}

  /** Whether advances are taken online (a provider is configured). */
  get enabled(): boolean {
    return this.provider !== null;
  }

  /** Makes the provider's order for an advance of `advance` rupees; 503 when the provider cannot be reached. */
  async prepare(advance: number, notes: Record<string, string>, now = new Date()): Promise<PreparedOrder> {
    if (!this.provider) throw new HttpError(400, PAYMENT_MESSAGES.bookingNotPayable, "NOT_PAYABLE");
    const id = newOrderId();
    const amount = toPaise(advance);
    try {
      const order = await this.provider.createOrder({ amount, currency: PAYMENTS.currency, receipt: id, notes });
      return {
        id,
        provider: this.provider.name,
        providerOrderId: order.id,
        amount,
        currency: PAYMENTS.currency,
        expiresAt: new Date(now.getTime() + this.expiresMinutes * 60_000),
      };
    } catch (error) {
      this.log.warn({ err: error instanceof Error ? error.message : String(error) }, "payment order could not be made");
      throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable, "PAYMENTS_UNAVAILABLE");
    }
  }

  /** What the booking's answer says of its advance. */
  static placed(order: Pick<PaymentOrderRow, "id" | "amount" | "expiresAt">, price: number): PlacedPayment {
    const advance = order.amount / 100;
    return {
      orderId: order.id,
      advance,
      cashOnTheDay: cashOnTheDay(price, advance),
      expiresAt: order.expiresAt.toISOString(),
      checkoutPath: checkoutPath(order.id),
    };
  }

  async placedFor(bookingId: string, price: number): Promise<PlacedPayment | null> {
    const order = await this.orders.ofBooking(bookingId);
    return order ? PaymentService.placed(order, price) : null;
  }

  async checkout(orderId: string): Promise<Checkout> {
    const row = await this.orders.checkout(orderId);
    if (!row) throw notFound();
    const { order } = row;
    return {
      orderId: order.id,
      bookingId: order.bookingId,
      bookingReference: bookingReference(order.bookingId),
      offeringName: row.offeringName,
      vendorName: row.vendorName,
      advancePaise: order.amount,
      cashOnTheDay: cashOnTheDay(row.price ?? 0, order.amount / 100),
      currency: order.currency,
      status: order.status,
      expiresAt: order.expiresAt.toISOString(),
      provider: order.provider === "razorpay" ? "razorpay" : "local",
      keyId: this.provider?.keyId ?? null,
      providerOrderId: order.providerOrderId,
    };
  }

  /**
   * The shopper is back from the checkout: an order still open is looked up at the provider, and any captured payment
   * is applied exactly as its webhook would be (the webhook, when it comes, then changes nothing).
   */
  async refresh(orderId: string): Promise<Checkout> {
    const order = await this.orders.byId(orderId);
    if (!order) throw notFound();
    if (order.status === "created" && this.provider) {
      try {
        const reported = await this.provider.orderPayments(order.providerOrderId);
        for (const payment of reported.filter((p) => p.status === "captured")) await this.orders.applyCaptured(payment, this.hooks(), null);
        for (const payment of reported.filter((p) => p.status === "failed")) await this.orders.recordFailed(payment, null);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        this.log.warn({ orderId, err: error.message }, "payment provider not reachable on return; the webhook will tell");
      }
    }
    return this.checkout(orderId);
  }

  /** A booking's advance as its shopper sees it; null for a booking without one. */
  async ofBooking(bookingId: string, price: number): Promise<BookingPayment | null> {
    const order = await this.orders.ofBooking(bookingId);
    if (!order) return null;
    const paid = (await this.orders.paymentsOf(bookingId)).find((p) => p.id === order.paidPaymentId) ?? null;
    const refunds = await this.money.refundsOf(bookingId);
    return {
      orderId: order.id,
      status: order.status,
      advancePaise: order.amount,
      cashOnTheDay: cashOnTheDay(price, order.amount / 100),
      expiresAt: order.expiresAt.toISOString(),
      checkoutPath: checkoutPath(order.id),
      paymentId: paid?.id ?? null,
      method: paid?.method ?? null,
      paidAt: order.paidAt?.toISOString() ?? null,
      refunds: refunds.map((r) => ({
        id: r.id,
        amountPaise: r.amount,
        reason: r.reason,
        status: r.status,
        providerRefundId: r.providerRefundId,
        createdAt: r.createdAt.toISOString(),
        processedAt: r.processedAt?.toISOString() ?? null,
      })),
    };
  }

  /** A booking's receipts: its captured payments and its refunds at the provider, oldest first. */
  async receipts(booking: { id: string; offeringName: string; vendorName: string }): Promise<Receipt[]> {
    const base = {
      bookingId: booking.id,
      bookingReference: bookingReference(booking.id),
      offeringName: booking.offeringName,
      vendorName: booking.vendorName,
    };
    const paid = (await this.orders.paymentsOf(booking.id))
      .filter((p) => p.status === "captured")
      .map((p) => ({
        ...base,
        id: p.id,
        kind: "payment" as const,
        amountPaise: p.amount,
        method: p.method,
        providerRef: p.id,
        status: "captured",
        at: p.createdAt.toISOString(),
      }));
    const refunds = (await this.money.refundsOf(booking.id))
      .filter((r) => r.providerRefundId)
      .map((r) => ({
        ...base,
        id: r.id,
        kind: "refund" as const,
        amountPaise: r.amount,
        method: null,
        providerRef: r.providerRefundId ?? "",
        status: r.status,
        at: (r.processedAt ?? r.createdAt).toISOString(),
      }));
    return [...paid, ...refunds].sort((a, b) => a.at.localeCompare(b.at));
  }
}
