import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  payoutAccountAnswerSchema,
  payoutAccountRequestSchema,
  PAYOUT_MESSAGES,
  vendorPaymentsQuerySchema,
  vendorPaymentsSchema,
} from "@utsav/domain";
import { restrictTo } from "../../platform/auth.ts";
import { failingWith } from "../../platform/http/route-failure.ts";
import { currentVendor } from "../../platform/vendor-context.ts";
import type { PayoutService } from "./payout-service.ts";

// The vendor's payouts (docs/decisions/0051): its bank account, which only the owner changes (a member of the team reads
// it masked), and its Payments page and CSV. Vendor sessions only, as the whole vendor area (application §6).

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
};
const accountResponse = { 200: envelope(payoutAccountAnswerSchema), ...errors };

const payoutRoutes: FastifyPluginAsyncZod<{ payouts: PayoutService }> = async (app, { payouts }) => {
  restrictTo(app, "vendor");

  app.get(
    "/payouts/account",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "The business's bank account for payouts, masked (holder, last four digits, IFSC, review status and reason, whether payouts are set up); null when none was added",
        response: accountResponse,
      },
    },
    async (request) =>
      failingWith(request, PAYOUT_MESSAGES.accountFetchFailed, async () => ok(await payouts.account(await currentVendor(app, request)))),
  );

  app.put(
    "/payouts/account",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "Add or change the bank account for payouts (owner only: 403 for a member). The number is stored encrypted and answered masked; any change goes back to the operators' review",
        body: payoutAccountRequestSchema,
        response: accountResponse,
      },
    },
    async (request) =>
      failingWith(request, PAYOUT_MESSAGES.saveFailed, async () => ok(await payouts.save(await currentVendor(app, request), request.body))),
  );

  app.get(
    "/payments",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "The advances paid online for the vendor's bookings, newest first, 20 a page: the payment, the fee, the vendor's share and its state, refunds; with the totals held, released and refunded (paise)",
        querystring: vendorPaymentsQuerySchema,
        response: { 200: envelope(vendorPaymentsSchema), ...errors },
      },
    },
    async (request) =>
      failingWith(request, PAYOUT_MESSAGES.fetchFailed, async () =>
        ok(await payouts.payments((await currentVendor(app, request)).vendorId, request.query.cursor)),
      ),
  );

  // Reading the export changes nothing (issue 36: no GET with a side effect), as the bookings' CSV.
  app.get(
    "/payments.csv",
    {
      schema: {
        tags: ["vendor"],
        summary: "The advances paid online for the vendor's bookings as CSV (rupees; at most 10,000, newest first)",
        response: { 200: z.unknown().describe("the advances as a CSV file (text/csv)"), ...errors },
      },
    },
    async (request, reply) => {
      const csv = await failingWith(request, PAYOUT_MESSAGES.fetchFailed, async () =>
        payouts.csv((await currentVendor(app, request)).vendorId),
      );
      return reply
        .headers({
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="payments.csv"',
          "x-content-type-options": "nosniff",
        })
        .send(csv);
    },
  );
};

export default payoutRoutes;
