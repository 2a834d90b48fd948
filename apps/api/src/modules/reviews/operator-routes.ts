import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  envelope,
  ok,
  operatorReviewListSchema,
  operatorReviewQuerySchema,
  operatorReviewSchema,
  reviewIdParamsSchema,
  reviewReasonRequestSchema,
  standingListSchema,
} from "@utsav/domain";
import { restrictTo, signedInUser } from "../../platform/auth.ts";
import { operatorErrors } from "../../platform/http/http-errors.ts";
import type { ModerationService } from "./moderation-service.ts";
import type { StandingService } from "./standing-service.ts";

const reviewResponse = { 200: envelope(operatorReviewSchema), ...operatorErrors };

/**
 * Operators' moderation of reviews and vendors' standing (docs/decisions/0020, 0060): operators' sessions only (401
 * signed out, 403 for consumers and vendors), never cached. Hiding and restoring are audited.
 */
const operatorReviewRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService; standing: StandingService }> = async (
  app,
  { moderation, standing },
) => {
  restrictTo(app, "operator");
  /** The signed-in operator and the client's address, for the audit log. */
  const operator = (request: FastifyRequest) => app.operators.operator(signedInUser(request), request.ip);

  app.get(
    "/reviews",
    {
      schema: {
        tags: ["operator"],
        summary: "Reviews to moderate: reported (those still shown first), hidden, or all; newest first, 20 a page",
        querystring: operatorReviewQuerySchema,
        response: { 200: envelope(operatorReviewListSchema), ...operatorErrors },
      },
    },
    async (request) => ok(await moderation.list(request.query.filter, request.query.cursor)),
  );

  app.post(
    "/reviews/:id/hide",
    {
      schema: {
        tags: ["operator"],
        summary: "Hide a review with a reason its author reads: it leaves the vendor's pages and rating (audited)",
        params: reviewIdParamsSchema,
        body: reviewReasonRequestSchema,
        response: reviewResponse,
      },
    },
    async (request) => ok(await moderation.hide(await operator(request), request.params.id, request.body.reason)),
  );

  app.post(
    "/reviews/:id/restore",
    {
      schema: {
        tags: ["operator"],
        summary: "Show a hidden review again: it is back in the vendor's rating (audited)",
        params: reviewIdParamsSchema,
        response: reviewResponse,
      },
    },
    async (request) => ok(await moderation.restore(await operator(request), request.params.id)),
  );

  app.get(
    "/standing",
    {
      schema: {
        tags: ["operator"],
        summary: "Every approved vendor's rating, answer rate and response time; those under the rating floor first",
        response: { 200: envelope(standingListSchema), ...operatorErrors },
      },
    },
    async () => ok(await standing.list()),
  );
};

export default operatorReviewRoutes;
