import fp from "fastify-plugin";
import { ResponseCache } from "../../platform/http/response-cache.ts";
import { CatalogueRepository } from "./catalogue-repository.ts";
import { CatalogueService } from "./catalogue-service.ts";
import catalogueRoutes from "./routes.ts";

// The catalogue as consumers read it: the home feed, sections, collections, offerings and the storefront's content,
// and the go-live gate every consumer-facing read applies (storefront-gate.ts).

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
export { liveOffering, offeringOnSaleSql, onSale, onSaleSql, vendorOnSaleSql } from "./storefront-gate.ts";

export default fp(
  async (app) => {
    const { config, database } = app;
    const catalogue = new CatalogueService(
      new CatalogueRepository(database.db),
      new ResponseCache(config.cacheMaxEntries),
      app.log,
      database,
      config.payments.provider !== "off",
    );
    // The catalogue's changes, from this process or another, empty the caches (docs/decisions/0003).
    await catalogue.listenForChanges();
    app.addHook("onClose", () => catalogue.close());
    app.decorate("catalogue", catalogue);
    await app.register(catalogueRoutes, { prefix: "/api" });
  },
  { name: "catalogue", fastify: "5.x", dependencies: ["database"] },
);
