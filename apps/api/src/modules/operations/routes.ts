import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { restrictTo } from "../../platform/auth.ts";
import auditRoutes from "./audit-routes.ts";
import identityReviewRoutes from "./identity-review-routes.ts";
import type { IdentityReviewService } from "./identity-review-service.ts";
import operatorRoutes from "./operator-routes.ts";
import type { OperatorLinks } from "./operator-links.ts";
import type { OversightService } from "./oversight-service.ts";
import oversightRoutes from "./oversight-routes.ts";
import vendorReviewRoutes from "./vendor-review-routes.ts";
import type { VendorReviewService } from "./vendor-review-service.ts";
import vendorOwnerRoutes from "./vendor-owner-routes.ts";
import type { VendorOwnerService } from "./vendor-owner-service.ts";
import waitingRoutes from "./waiting-routes.ts";
import type { WaitingService } from "./waiting-service.ts";

/**
 * The operations console's API (docs/decisions/0020): operators' sessions only (401 signed out, 403 for consumers and
 * vendors, before any body is read), and never cached anywhere. Files of personal data open through links that a POST
 * makes on the record (operator-links.ts).
 */
const operationsRoutes: FastifyPluginAsyncZod<{
  vendorReview: VendorReviewService;
  oversight: OversightService;
  links: OperatorLinks;
  identityReview: IdentityReviewService;
  owners: VendorOwnerService;
  waiting: WaitingService;
}> = async (app, { vendorReview, oversight, links, identityReview, waiting, owners }) => {
  restrictTo(app, "operator");
  // Only the services: the options this plugin was given also hold its prefix, which its children must not repeat.
  const services = { vendorReview, oversight, links, identityReview, waiting, owners };
  await app.register(vendorReviewRoutes, services);
  await app.register(auditRoutes, services);
  await app.register(operatorRoutes);
  await app.register(oversightRoutes, services);
  await app.register(identityReviewRoutes, services);
  await app.register(vendorOwnerRoutes, services);
  await app.register(waitingRoutes, services);
};

export default operationsRoutes;
