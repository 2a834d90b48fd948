import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditPageSchema, auditQuerySchema, envelope, ok } from "@utsav/domain";
import { operatorErrors } from "./operator-context.ts";
import type { VendorReviewService } from "./vendor-review-service.ts";

// The audit log (read only: no route changes or deletes a row; docs/decisions/0020). Operators' accounts: operator-routes.ts.

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
};

export default auditRoutes;
