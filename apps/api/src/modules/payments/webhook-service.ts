import type { FastifyBaseLogger } from "fastify";
import { createHash } from "node:crypto";
import { PAYMENT_MESSAGES } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { PaymentProvider } from "../../platform/payments/payment-provider.ts";
import type { MoneyRepository } from "./money-repository.ts";
import type { BookingMoneyHooks, OrderRepository } from "./order-repository.ts";

/**
 * The provider's webhooks, the truth of what was paid (docs/decisions/0048): the signature is checked on the raw body
 * before anything of it is read; each event is applied once (by its id); a captured payment must match its order's
 * amount and currency. Answers what was done, for the log.
 */
export class WebhookService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly money: MoneyRepository,
    private readonly provider: PaymentProvider | null,
    private readonly hooks: () => BookingMoneyHooks,
    private readonly log: FastifyBaseLogger,
  ) {}

  async receive(rawBody: Buffer, headers: { signature?: string; eventId?: string; address: string }): Promise<string> {
    if (!this.provider || !this.provider.verifyWebhook(rawBody, headers.signature)) {
      this.log.warn({ address: headers.address, bytes: rawBody.length }, "payment webhook refused: bad signature");
      throw new HttpError(400, PAYMENT_MESSAGES.signatureInvalid, "SIGNATURE_INVALID");
    }
    const event = this.provider.parseWebhook(rawBody, headers.eventId);
    if (!event) return "ignored";
    // An event without the provider's id is known by its body: the same delivery again is still one event.
    const eventId = event.id || createHash("sha256").update(rawBody).digest("hex");
    if (event.event === "payment.captured" && event.payment) {
      const outcome = await this.orders.applyCaptured(event.payment, this.hooks(), eventId);
      if (outcome === "mismatch" || outcome === "unknown_order")
        this.log.warn({ eventId, paymentId: event.payment.id, outcome }, "captured payment not applied");
      return outcome;
    }
    if (event.event === "payment.failed" && event.payment) {
      await this.orders.recordFailed(event.payment, eventId);
      return "failed";
    }
    if ((event.event === "refund.processed" || event.event === "refund.failed") && event.refund) {
      const row = await this.money.refundState(event.refund.id, event.refund.status);
      if (row?.status === "failed")
        this.log.error({ refundId: row.id, bookingId: row.bookingId }, "refund failed at the provider: operators must act");
      return row ? `refund ${row.status}` : "refund unknown";
    }
    return "ignored";
  }
}
