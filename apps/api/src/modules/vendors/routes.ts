import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { restrictTo } from "../../platform/auth.ts";
import type { VendorDashboardService } from "./dashboard-service.ts";
import dashboardRoutes from "./dashboard-routes.ts";
import type { VendorGalleryService } from "./gallery-service.ts";
import galleryRoutes from "./gallery-routes.ts";
import type { VendorKycService } from "./kyc-service.ts";
import kycRoutes from "./kyc-routes.ts";
import type { VendorOfferingService } from "./offering-service.ts";
import offeringRoutes from "./offering-routes.ts";
import type { VendorProfileService } from "./profile-service.ts";
import profileRoutes from "./profile-routes.ts";
import teamRoutes from "./team-routes.ts";
import type { VendorTeamService } from "./team-service.ts";

export interface VendorServices {
  profiles: VendorProfileService;
  dashboard: VendorDashboardService;
  offerings: VendorOfferingService;
  gallery: VendorGalleryService;
  kyc: VendorKycService;
  team: VendorTeamService;
}

/** The vendor area (application §7): vendor sessions only, and every object is checked against its owner. */
const vendorRoutes: FastifyPluginAsyncZod<VendorServices> = async (app, { profiles, dashboard, offerings, gallery, kyc, team }) => {
  restrictTo(app, "vendor");
  // Only the services: the options this plugin was given also hold its prefix, which its children must not repeat.
  const services: VendorServices = { profiles, dashboard, offerings, gallery, kyc, team };
  await app.register(profileRoutes, services);
  await app.register(dashboardRoutes, services);
  await app.register(offeringRoutes, services);
  await app.register(galleryRoutes, services);
  await app.register(kycRoutes, services);
  // The business's owner and team (docs/decisions/0033).
  await app.register(teamRoutes, services);
};

export default vendorRoutes;
