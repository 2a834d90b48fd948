import fp from "fastify-plugin";
import type { Config } from "../../platform/config.ts";
import { QUOTE_BOOKING_LABELS } from "../briefs/index.ts";
import { DocumentVault } from "../vendors/index.ts";
import { AccountDataRepository } from "./account-data-repository.ts";
import { AccountDataService } from "./account-data-service.ts";
import consumerPrivacyRoutes from "./consumer-routes.ts";
import { ErasureRepository } from "./erasure-repository.ts";
import { ErasureService } from "./erasure-service.ts";
import vendorPrivacyRoutes from "./vendor-routes.ts";

// A person's rights over their data (docs/decisions/0031): download it all, and delete the account, for consumers
// and vendors alike; and the sweep that ends what a deletion keeps once its period is over.

declare module "fastify" {
  interface FastifyInstance {
    /** Deleted accounts: `sweep()` purges what was kept once its period ends (the retention sweep calls it). */
    accountErasures: ErasureService;
  }
}

export type { ErasureService, SweepResult } from "./erasure-service.ts";

/** The services that carry messages and files for Utsav, as configured: who else receives data (DPDP Act s.11(1)(b)). */
function serviceProviders(config: Config): string[] {
  return [
    config.sms.provider === "msg91" ? "MSG91 (text messages)" : null,
    config.email.provider === "smtp" ? "E-mail delivery (SMTP)" : null,
    config.whatsapp.provider === "cloud" ? "Meta (WhatsApp Business Cloud API)" : null,
    config.push.provider === "expo" ? "Expo (push notifications, through Apple and Google)" : null,
    config.storage.driver === "s3" ? "Object storage (S3-compatible)" : null,
  ].filter((name): name is string => name !== null);
}

export default fp(
  async (app) => {
    const db = app.database.db;
    const records = new AccountDataRepository(db);
    const data = new AccountDataService(records, (key) => app.storage.url(key), serviceProviders(app.config));
    const erasures = new ErasureService(
      new ErasureRepository(db),
      records,
      new DocumentVault(db, app.config.auth.secret),
      app.storage,
      app.privateStorage,
      Object.values(QUOTE_BOOKING_LABELS).filter((label) => label !== QUOTE_BOOKING_LABELS.notes),
      () => app.catalogue.invalidate(),
      app.log,
    );
    app.decorate("accountErasures", erasures);
    // What a deletion kept goes once its period ends, with the rest of the retention sweep (platform/retention.ts).
    app.retention.add({ table: "account_erasures", deleteBatch: async (limit) => (await erasures.sweep({ limit })).purged });
    await app.register(consumerPrivacyRoutes, { prefix: "/api/consumer", data, erasures });
    await app.register(vendorPrivacyRoutes, { prefix: "/api/vendor", data, erasures });
  },
  { name: "privacy", fastify: "5.x", dependencies: ["database", "providers", "catalogue", "accounts", "briefs", "vendors"] },
);
