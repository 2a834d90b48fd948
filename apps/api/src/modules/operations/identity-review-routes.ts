import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  identityRejectionSchema,
  ok,
  operatorVendorDetailSchema,
  operatorVendorParamsSchema,
  vendorChangePageSchema,
  vendorChangesQuerySchema,
} from "@utsav/domain";
import { currentOperator, operatorErrors } from "./operator-context.ts";
import type { IdentityReviewService } from "./identity-review-service.ts";
import type { VendorReviewService } from "./vendor-review-service.ts";

// What approved vendors change (docs/decisions/0032): their changes of name, categories and documents, decided on the
// record, and the history of every other edit.

const detailResponse = { 200: envelope(operatorVendorDetailSchema), ...operatorErrors };

const identityReviewRoutes: FastifyPluginAsyncZod<{ vendorReview: VendorReviewService; identityReview: IdentityReviewService }> = async (
  app,
  { vendorReview, identityReview },
) => {
  app.post(
    "/vendors/:id/identity-change/approve",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Approve an approved vendor's new business name, categories and documents (written to the audit log): the storefront shows them at once; 409 when none waits or the name was taken meanwhile",
        params: operatorVendorParamsSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      await identityReview.approve(await currentOperator(app, request), request.params.id);
      return ok(await vendorReview.detail(request.params.id));
    },
  );

  app.post(
    "/vendors/:id/identity-change/reject",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Reject an approved vendor's new business name, categories and documents with a reason the vendor reads (written to the audit log); the approved ones stay; 409 when none waits",
        params: operatorVendorParamsSchema,
        body: identityRejectionSchema,
        response: detailResponse,
      },
    },
    async (request) => {
      await identityReview.reject(await currentOperator(app, request), request.params.id, request.body.reason);
      return ok(await vendorReview.detail(request.params.id));
    },
  );

  app.get(
    "/vendor-changes",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Vendors' edits, newest first, each with the fields it changed before and after: new offerings, profile sections, logos and requests to change name, categories or documents",
        querystring: vendorChangesQuerySchema,
        response: { 200: envelope(vendorChangePageSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const { before, ...filter } = request.query;
      return ok(await identityReview.page({ ...filter, ...(before ? { before: Number(before) } : {}) }));
    },
  );
};

export default identityReviewRoutes;
