import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutSchema, envelope, errorEnvelopeSchema, ok, paymentOrderIdSchema } from "@utsav/domain";
import { rateLimited } from "../../platform/rate-limit.ts";
import type { PaymentService } from "./payment-service.ts";
import type { WebhookService } from "./webhook-service.ts";

const params = z.object({ orderId: paymentOrderIdSchema });

/**
 * The checkout page's calls (docs/decisions/0048), under /api/public: the order's unguessable id is what the shopper
 * who placed the booking is given, and the answers name no person.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.get(
    "/payments/:orderId",
    {
      schema: {
        tags: ["payments"],
        summary: "A booking's advance to pay: amount, to whom, until when, and what the provider's checkout needs",
        params,
        response: { 200: envelope(checkoutSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await payments.checkout(request.params.orderId)),
  );

  app.post(
    "/payments/:orderId/refresh",
    {
      onRequest: rateLimited(app, "paymentCheck"),
      schema: {
        tags: ["payments"],
        summary: "Back from the checkout: asks the provider about the order, applies a captured payment, answers the order",
        params,
        response: { 200: envelope(checkoutSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await payments.refresh(request.params.orderId)),
  );
};

/** The largest webhook body read: Razorpay's events are a few KB. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * POST /api/payments/webhook: the provider's events. Its body is kept as bytes (this plugin's own JSON parser), as the
 * signature is over the raw body; nothing is read before the signature is checked.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookService }> = async (app, { webhooks }) => {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    "/webhook",
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ["payments"],
        summary: "The payment provider's webhook (Razorpay's events, signed with the webhook secret)",
        headers: z
          .object({ "x-razorpay-signature": z.string().max(200).optional(), "x-razorpay-event-id": z.string().max(100).optional() })
          .passthrough(),
        response: { 200: envelope(z.object({ received: z.literal(true) })), 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
      const outcome = await webhooks.receive(raw, {
        signature: request.headers["x-razorpay-signature"],
        eventId: request.headers["x-razorpay-event-id"],
        address: request.ip,
      });
      request.log.info({ outcome }, "payment webhook");
      return ok({ received: true as const });
    },
  );
};
