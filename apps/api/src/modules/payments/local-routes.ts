import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkoutSchema,
  envelope,
  errorEnvelopeSchema,
  localPaymentRequestSchema,
  ok,
  PAYMENT_MESSAGES,
  paymentOrderIdSchema,
} from "@utsav/domain";
import type { Checkout } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import { LocalPaymentProvider, OrderPaidError } from "../../platform/payments/local-provider.ts";
import { rateLimited } from "../../platform/rate-limit.ts";

// The local payment page's act (docs/decisions/0050), local and test runs only: it stands in for the shopper paying at
// Razorpay's checkout. The local provider records the payment and signs the webhook Razorpay would send, which is
// delivered to the same webhook route Razorpay calls, so the order, the booking and the ledger move exactly as they
// would in production. The answer is the checkout as the API then reads it.

const params = z.object({ orderId: paymentOrderIdSchema });
const checkoutEnvelope = envelope(checkoutSchema);

const paid = () => new HttpError(409, PAYMENT_MESSAGES.orderPaid, "ORDER_PAID");

/** The checkout page's facts, read through the public route the page itself reads (a 404 for an unknown order). */
async function readCheckout(app: FastifyInstance, orderId: string): Promise<Checkout> {
  const response = await app.inject({ method: "GET", url: `/api/public/payments/${orderId}` });
  if (response.statusCode === 200) return checkoutEnvelope.parse(response.json()).data;
  const failure = errorEnvelopeSchema.safeParse(response.json());
  throw new HttpError(response.statusCode, failure.data?.errorMessage ?? PAYMENT_MESSAGES.orderNotFound, failure.data?.errorCode);
}

/**
 * POST /api/dev/payments/:orderId (under the prefix /api). Registers nothing (so the path is a 404) unless the local
 * provider is the one configured, and never in production, where that provider is refused anyway.
 */
const localPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.paymentProvider;
  if (app.config.isProduction || app.config.payments.provider !== "local" || !(provider instanceof LocalPaymentProvider)) return;

  app.post(
    "/dev/payments/:orderId",
    {
      // Counted with the checkout's refresh: each asks the provider (platform/rate-limiter.ts).
      onRequest: rateLimited(app, "paymentCheck"),
      schema: {
        tags: ["local"],
        summary: "The local payment page: pay an advance by 'UPI (local)', or make the payment fail (local runs only)",
        params,
        body: localPaymentRequestSchema,
        response: {
          200: checkoutEnvelope,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const checkout = await readCheckout(app, orderId);
      // An order of another provider (the configuration changed since) is not this page's to pay.
      if (checkout.provider !== "local") throw new HttpError(404, PAYMENT_MESSAGES.orderNotFound, "NOT_FOUND");
      if (checkout.status === "paid") throw paid();
      if (checkout.status === "expired") throw new HttpError(409, PAYMENT_MESSAGES.orderExpired, "ORDER_EXPIRED");
      const webhook = await provider.pay(checkout.providerOrderId, request.body.outcome, request.body.method).catch((error: unknown) => {
        // Two tabs paying at once: the provider takes one payment of an order, as Razorpay does.
        throw error instanceof OrderPaidError ? paid() : error;
      });
      const delivered = await app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload: webhook.rawBody,
        headers: webhook.headers,
      });
      if (delivered.statusCode !== 200) throw new Error(`The local payment's webhook was answered ${delivered.statusCode}`);
      return ok(await readCheckout(app, orderId));
    },
  );
};

export default localPaymentRoutes;
