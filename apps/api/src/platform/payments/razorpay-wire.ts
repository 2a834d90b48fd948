import { z } from "zod";
import type { ProviderEvent, ProviderOrder, ProviderPayment, ProviderRefund, ProviderTransfer } from "./payment-provider.ts";

// Razorpay's JSON as the adapter reads it (razorpay-provider.ts, docs/decisions/0049): only the fields this product
// uses, each checked, so an answer or a webhook of another shape is refused instead of half-read. Amounts are
// integers in paise. Razorpay adds fields over time; unknown ones are ignored.

const id = z.string().min(1).max(100);
const paise = z.number().int().min(0);
const text = z.string().max(500);

export const orderWire = z.object({ id, amount: paise, currency: z.string().length(3), status: z.string().min(1).max(40) });

export const paymentWire = z.object({
  id,
  order_id: id.nullish(),
  amount: paise,
  currency: z.string().length(3),
  status: z.string().min(1).max(40),
  method: z.string().max(40).nullish(),
  amount_refunded: paise.nullish(),
  error_reason: text.nullish(),
  error_description: text.nullish(),
});

export const refundWire = z.object({
  id,
  payment_id: id,
  amount: paise,
  status: z.string().min(1).max(40),
  receipt: z.string().max(100).nullish(),
});

export const transferWire = z.object({ id, amount: paise, on_hold: z.boolean(), amount_reversed: paise.nullish() });

export const reversalWire = z.object({ id, amount: paise });

export const accountWire = z.object({ id });

/** Razorpay's lists: `{ entity: "collection", count, items }`. */
export const collectionOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** Razorpay's refusal: `{ error: { code, description, … } }`. */
export const errorWire = z.object({ error: z.object({ code: z.string().nullish(), description: z.string().nullish() }) });

export function toOrder(order: z.output<typeof orderWire>): ProviderOrder {
  return { id: order.id, amount: order.amount, currency: order.currency, status: order.status };
}

export function toPayment(payment: z.output<typeof paymentWire>): ProviderPayment {
  return {
    id: payment.id,
    orderId: payment.order_id ?? null,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    method: payment.method ?? null,
    amountRefunded: payment.amount_refunded ?? 0,
    // error_reason is Razorpay's code for why (payment_cancelled, insufficient_funds…); the description is its prose.
    errorReason: payment.error_reason ?? payment.error_description ?? null,
  };
}

export function toRefund(refund: z.output<typeof refundWire>): ProviderRefund {
  return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status: refund.status };
}

export function toTransfer(transfer: z.output<typeof transferWire>): ProviderTransfer {
  return { id: transfer.id, amount: transfer.amount, onHold: transfer.on_hold, amountReversed: transfer.amount_reversed ?? 0 };
}

/**
 * A webhook body: `{ entity: "event", event, contains, payload: { payment: { entity }, refund: { entity }, … },
 * created_at }`. An entity that is present must be whole; what else the payload carries (order, settlement) is
 * ignored.
 */
const webhookWire = z.object({
  event: z.string().min(1).max(100),
  payload: z.object({
    payment: z.object({ entity: paymentWire }).optional(),
    refund: z.object({ entity: refundWire }).optional(),
    transfer: z.object({ entity: transferWire }).optional(),
  }),
});

/** Razorpay's event ids are short and alphanumeric; anything else in the header is not Razorpay's. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A webhook as an event, or null when its id, its JSON or its shape is not one this product reads. */
export function toEvent(rawBody: Buffer, eventIdHeader: string | undefined): ProviderEvent | null {
  if (!eventIdHeader || !EVENT_ID.test(eventIdHeader)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return null;
  }
  const parsed = webhookWire.safeParse(json);
  if (!parsed.success) return null;
  const { payment, refund, transfer } = parsed.data.payload;
  if (!payment && !refund && !transfer) return null;
  return {
    id: eventIdHeader,
    event: parsed.data.event,
    payment: payment ? toPayment(payment.entity) : null,
    refund: refund ? toRefund(refund.entity) : null,
    transfer: transfer ? toTransfer(transfer.entity) : null,
  };
}
