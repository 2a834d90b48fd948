import fp from "fastify-plugin";
import { VendorDashboardRepository } from "./dashboard-repository.ts";
import { VendorDashboardService } from "./dashboard-service.ts";
import { DocumentVault } from "./document-vault.ts";
import { VendorGalleryRepository } from "./gallery-repository.ts";
import { VendorGalleryService } from "./gallery-service.ts";
import { VendorIdentityRepository } from "./identity-repository.ts";
import { VendorIdentityService } from "./identity-service.ts";
import { VendorKycRepository } from "./kyc-repository.ts";
import { VendorKycService } from "./kyc-service.ts";
import { VendorOfferingRepository } from "./offering-repository.ts";
import { VendorOfferingService } from "./offering-service.ts";
import { VendorProfileRepository } from "./profile-repository.ts";
import { VendorProfileService } from "./profile-service.ts";
import { VendorReviewRepository } from "./review-repository.ts";
import vendorRoutes from "./routes.ts";
import { inviteLocalOwners } from "./local-owner-invites.ts";
import { VendorTeamJoins } from "./team-join-repository.ts";
import { VendorTeamRepository } from "./team-repository.ts";
import { VendorTeamService } from "./team-service.ts";
import { vendorInviteDrafts } from "../notifications/index.ts";

// The vendor's side: profile, offerings, gallery, identity documents (KYC), dashboard and onboarding
// (docs/decisions/0007-0009), and the review state operators decide on (modules/operations).

declare module "fastify" {
  interface FastifyInstance {
    /** A vendor's identity documents: operators open them from the console. */
    vendorKyc: VendorKycService;
    /** An approved vendor's changes of name, categories and documents: operators approve or reject them (docs/decisions/0032). */
    vendorIdentity: VendorIdentityService;
  }
}

export type { VendorKycService, VendorIdentityService };
export type { IdentityChangeRow } from "./identity-repository.ts";
export { toVendorChange, VendorChangeLog } from "./change-log-repository.ts";
export type { KycFile } from "./kyc-service.ts";
export { VendorReviewRepository };
export type { DecisionInput, DecisionRow, QueueFilter, VendorRow } from "./review-repository.ts";
export { toDecision } from "./review-state.ts";
/** A business's owner and team (docs/decisions/0033): operators link a catalogue vendor's owner with these (modules/operations). */
export { VendorTeamRepository };
export { inviteRefusal } from "./team-service.ts";
/** Sealing with the identity documents' key: what a deleted account keeps is sealed with it (modules/privacy). */
export { DocumentVault };

export default fp(
  async (app) => {
    const db = app.database.db;
    const { catalogue, terms, storage } = app;
    const profileRecords = new VendorProfileRepository(db);
    const reviews = new VendorReviewRepository(db);
    const identities = new VendorIdentityService(new VendorIdentityRepository(db), app.privateStorage, app.log, catalogue);
    app.decorate("vendorIdentity", identities);
    const profiles = new VendorProfileService(profileRecords, catalogue, reviews, terms, identities);
    const team = new VendorTeamService(
      new VendorTeamRepository(db),
      new VendorTeamJoins(db),
      vendorInviteDrafts(app.config.publicOrigin),
      app.rateLimiter,
    );
    // Every vendor route, in any module, finds the account's business and role through this (platform/vendor-context.ts):
    // its membership, or the invitation to its phone that it accepts (docs/decisions/0033).
    app.decorate("vendorOf", (userId: string) => team.vendorOf(userId));
    // A local run invites each catalogue vendor's owner to a fixed number (README.md); never production, nor tests.
    if (app.config.appEnv === "local") await inviteLocalOwners(db);
    const kyc = new VendorKycService(
      new VendorKycRepository(db),
      new DocumentVault(db, app.config.auth.secret),
      app.privateStorage,
      app.log,
      reviews,
      // Only the FSSAI licence decides what shoppers see (a food offering), and only while the vendor is listed.
      async (vendorId, types) => {
        if (types.includes("fssai")) await catalogue.invalidate({ vendorId, reach: "offerings" });
      },
    );
    app.decorate("vendorKyc", kyc);
    await app.register(vendorRoutes, {
      prefix: "/api/vendor",
      profiles,
      kyc,
      team,
      offerings: new VendorOfferingService(new VendorOfferingRepository(db), storage, catalogue),
      gallery: new VendorGalleryService(new VendorGalleryRepository(db), storage, catalogue, app.log, app.counters),
      dashboard: new VendorDashboardService(new VendorDashboardRepository(db), profileRecords, reviews),
    });
  },
  { name: "vendors", fastify: "5.x", dependencies: ["database", "providers", "catalogue", "terms", "accounts"] },
);
