import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  operatorPaymentDetailSchema,
  operatorPaymentPageSchema,
  operatorPaymentParamsSchema,
  operatorPaymentsExportRequestSchema,
  operatorPaymentsExportSchema,
  operatorPaymentsQuerySchema,
  operatorRefundAnswerSchema,
  operatorRefundRequestSchema,
  reconciliationListSchema,
  reconciliationRunSchema,
} from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import { operatorErrors } from "../../platform/http/http-errors.ts";
import { consoleOperator } from "./console-operator.ts";
import type { OperatorPaymentService } from "./operator-service.ts";

// The operators' payments console (docs/decisions/0052): operators' sessions only, as the whole console
// (docs/decisions/0020). What moves money or takes data away (a refund, the export, a reconciliation run) is a POST,
// written to the audit log (issue 36: no GET changes anything).

/** What reaches the provider may also find it unavailable. */
const errors = { ...operatorErrors, 503: errorEnvelopeSchema };

const operatorPaymentRoutes: FastifyPluginAsyncZod<{ paymentsConsole: OperatorPaymentService }> = async (app, { paymentsConsole }) => {
  restrictTo(app, "operator");

  app.get(
    "/payments",
    {
      schema: {
        tags: ["operator"],
        summary: "Bookings with a payment order, newest first: the order, what was paid and refunded, the vendor's share and the fee",
        querystring: operatorPaymentsQuerySchema,
        response: { 200: envelope(operatorPaymentPageSchema), ...errors },
      },
    },
    async (request) => {
      const { cursor, ...filter } = request.query;
      return ok(await paymentsConsole.list(filter, cursor));
    },
  );

  // Fastify prefers a static path to a parameter: /payments/reconciliation is never read as a booking's id.
  app.get(
    "/payments/reconciliation",
    {
      schema: {
        tags: ["operator"],
        summary: "The latest reconciliations of the ledger with the payment provider, each with its differences",
        response: { 200: envelope(reconciliationListSchema), ...errors },
      },
    },
    async () => ok(await paymentsConsole.reconciliations()),
  );

  app.post(
    "/payments/reconciliation/run",
    {
      schema: {
        tags: ["operator"],
        summary: "Compare the ledger with the payment provider now (written to the audit log); 409 when payments are off",
        response: { 200: envelope(reconciliationRunSchema), ...errors },
      },
    },
    async (request) => ok(await paymentsConsole.runReconciliation(await consoleOperator(app, request))),
  );

  app.post(
    "/payments/export",
    {
      schema: {
        tags: ["operator"],
        summary: "The filtered payments as CSV (rupees; at most 10,000 rows, newest first), written to the audit log",
        body: operatorPaymentsExportRequestSchema,
        response: { 200: envelope(operatorPaymentsExportSchema), ...errors },
      },
    },
    async (request) => ok(await paymentsConsole.export(await consoleOperator(app, request), request.body)),
  );

  app.get(
    "/payments/:bookingId",
    {
      schema: {
        tags: ["operator"],
        summary: "A booking's money: its order, payments (failed and second ones too), refunds, the vendor's share and its ledger",
        params: operatorPaymentParamsSchema,
        response: { 200: envelope(operatorPaymentDetailSchema), ...errors },
      },
    },
    async (request) => ok(await paymentsConsole.detail(request.params.bookingId)),
  );

  app.post(
    "/payments/:bookingId/refund",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Refund part of a booking's advance, or everything left without an amount, with a reason (written to the audit log). 400 for more than is left, 409 when nothing is",
        params: operatorPaymentParamsSchema,
        body: operatorRefundRequestSchema,
        response: { 200: envelope(operatorRefundAnswerSchema), ...errors },
      },
    },
    async (request) => ok(await paymentsConsole.refund(await consoleOperator(app, request), request.params.bookingId, request.body)),
  );
};

export default operatorPaymentRoutes;
