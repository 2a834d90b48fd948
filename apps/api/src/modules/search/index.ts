import fp from "fastify-plugin";
import { ResponseCache } from "../../platform/http/response-cache.ts";
import searchRoutes from "./routes.ts";
import { SearchRepository } from "./search-repository.ts";
import { SearchService } from "./search-service.ts";
import { SearchTermDictionary } from "./search-terms.ts";

// Search and suggestions over the catalogue (docs/decisions/0006).

declare module "fastify" {
  interface FastifyInstance {
    /** The typo dictionary of search, in memory; it follows the catalogue's changes (tests reload it). */
    searchTerms: SearchTermDictionary;
  }
}

export { SearchRepository };

export default fp(
  async (app) => {
    // Search reads on a fresh replica where there is one (docs/decisions/0077).
    const db = app.database.reads;
    const searchTerms = new SearchTermDictionary(() => SearchRepository.allTerms(db));
    await searchTerms.reload();
    app.catalogue.onChange(() => {
      searchTerms.reload().catch((err: unknown) => app.log.warn({ err }, "could not reload the search dictionary"));
    });
    app.decorate("searchTerms", searchTerms);
    const cache = new ResponseCache(app.config.caches.search);
    app.catalogue.onChange(() => cache.invalidate());
    const { terms } = app;
    const servedBy = (locality: string) => terms.servedBy(terms.locality(locality));
    const search = new SearchService(new SearchRepository(db, searchTerms), cache, servedBy);
    await app.register(searchRoutes, { prefix: "/api/search", search });
  },
  { name: "search", fastify: "5.x", dependencies: ["database", "catalogue", "terms"] },
);
