import fp from "fastify-plugin";
import { ResponseCache } from "../../platform/http/response-cache.ts";
import { CatalogueRepository } from "./catalogue-repository.ts";
import { CatalogueService } from "./catalogue-service.ts";
import catalogueRoutes from "./routes.ts";
import { StoreRepository } from "./store-repository.ts";
import storeRoutes from "./store-routes.ts";
import { StoreService } from "./store-service.ts";

// The catalogue as consumers read it: the home feed, sections, collections, offerings, vendors' stores
// (docs/decisions/0059) and the storefront's content, and the go-live gate every consumer-facing read applies
// (storefront-gate.ts).

declare module "fastify" {
  interface FastifyInstance {
    /** Cached catalogue reads; other modules call `invalidate` after a change and `onChange` to follow changes. */
    catalogue: CatalogueService;
  }
}

export type { CatalogueService };
export type { VendorWrite } from "./catalogue-service.ts";
export { toCard } from "./catalogue-repository.ts";
export type { CardRow } from "./catalogue-repository.ts";
export { hasFoodLicence } from "./food-licence.ts";
export { reviewAnswer, reviewMonth, reviewPhotos } from "./vendor-reviews.ts";
export type { ReviewRow } from "./vendor-reviews.ts";
export { liveOffering, offeringOnSaleSql, onSale, onSaleSql, vendorOnSaleSql } from "./storefront-gate.ts";

export default fp(
  async (app) => {
    const { config, database } = app;
    // The storefront reads on a fresh replica where there is one (docs/decisions/0077).
    const repository = new CatalogueRepository(database.reads, database.db);
    // One read cache for the catalogue and the vendors' stores: a change shoppers can see empties both.
    const cache = new ResponseCache(config.caches.catalogue);
    const advancesOnline = config.payments.provider !== "off";
    const catalogue = new CatalogueService(repository, cache, app.log, database, advancesOnline, (key) => app.storage.url(key));
    // The catalogue's changes, from this process or another, empty the caches (docs/decisions/0003).
    await catalogue.listenForChanges();
    app.addHook("onClose", () => catalogue.close());
    app.decorate("catalogue", catalogue);
    await app.register(catalogueRoutes, { prefix: "/api" });
    const stores = new StoreService(new StoreRepository(database.reads), repository, cache, app.storage, advancesOnline);
    await app.register(storeRoutes, { prefix: "/api", stores });
  },
  { name: "catalogue", fastify: "5.x", dependencies: ["database", "providers"] },
);
