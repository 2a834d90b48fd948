import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  identityRejectionSchema,
  ok,
  operatorPayoutAccountAnswerSchema,
  operatorPayoutAccountListSchema,
  operatorVendorParamsSchema,
} from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import { operatorErrors } from "../../platform/http/http-errors.ts";
import { consoleOperator } from "./console-operator.ts";
import type { PayoutReviewService } from "./payout-review-service.ts";

// The operators' review of vendors' payout bank accounts (docs/decisions/0051): operators' sessions only, as the whole
// console (docs/decisions/0020); each decision on the record.

const accountResponse = { 200: envelope(operatorPayoutAccountAnswerSchema), ...operatorErrors };

const payoutReviewRoutes: FastifyPluginAsyncZod<{ payoutReview: PayoutReviewService }> = async (app, { payoutReview }) => {
  restrictTo(app, "operator");

  app.get(
    "/payout-accounts",
    {
      schema: {
        tags: ["operator"],
        summary: "Vendors' payout bank accounts waiting for review (masked), the longest waiting first",
        response: { 200: envelope(operatorPayoutAccountListSchema), ...operatorErrors },
      },
    },
    async () => ok(await payoutReview.waiting()),
  );

  app.get(
    "/vendors/:id/payout-account",
    {
      schema: {
        tags: ["operator"],
        summary: "A vendor's payout bank account (masked), its review and whether its linked account is made; null when none",
        params: operatorVendorParamsSchema,
        response: accountResponse,
      },
    },
    async (request) => ok(await payoutReview.ofVendor(request.params.id)),
  );

  app.post(
    "/vendors/:id/payout-account/approve",
    {
      schema: {
        tags: ["operator"],
        summary:
          "Approve a vendor's bank account in review (written to the audit log); once its identity documents are approved too, its linked account is made. 409 when none waits",
        params: operatorVendorParamsSchema,
        response: accountResponse,
      },
    },
    async (request) => ok(await payoutReview.approve(await consoleOperator(app, request), request.params.id)),
  );

  app.post(
    "/vendors/:id/payout-account/reject",
    {
      schema: {
        tags: ["operator"],
        summary: "Reject a vendor's bank account in review with a reason the vendor reads (written to the audit log); 409 when none waits",
        params: operatorVendorParamsSchema,
        body: identityRejectionSchema,
        response: accountResponse,
      },
    },
    async (request) => ok(await payoutReview.reject(await consoleOperator(app, request), request.params.id, request.body.reason)),
  );
};

export default payoutReviewRoutes;
