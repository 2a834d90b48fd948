import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPageSchema, auditQuerySchema, envelope, ok, operatorInviteSchema, operatorListSchema, operatorSchema } from "@utsav/domain";
import { operatorErrors, currentOperator } from "./operator-context.ts";
import type { VendorReviewService } from "./vendor-review-service.ts";

// The audit log (read only: no route changes or deletes a row) and the operators' accounts (docs/decisions/0020).

const auditRoutes: FastifyPluginAsyncZod<{ vendorReview: VendorReviewService }> = async (app, { vendorReview }) => {
  app.get(
    "/audit",
    {
      schema: {
        tags: ["operator"],
        summary: "The audit log, newest first: who opened, revealed or decided what, when, from which address (append-only)",
        querystring: auditQuerySchema,
        response: { 200: envelope(auditPageSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const { before, ...filter } = request.query;
      return ok(await vendorReview.auditPage({ ...filter, ...(before ? { before: Number(before) } : {}) }));
    },
  );

  app.get(
    "/operators",
    {
      schema: {
        tags: ["operator"],
        summary: "Every operator's account",
        response: { 200: envelope(operatorListSchema), ...operatorErrors },
      },
    },
    async () => ok({ operators: await app.operators.list() }),
  );

  app.post(
    "/operators",
    {
      schema: {
        tags: ["operator"],
        summary: "Invite an operator: their number can then sign in at /ops/login (409 when it already belongs to one)",
        body: operatorInviteSchema,
        response: { 200: envelope(operatorSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const { operator } = await app.operators.add(request.body.phoneNumber, request.body.fullName, await currentOperator(app, request));
      return ok(operator);
    },
  );
};

export default auditRoutes;
