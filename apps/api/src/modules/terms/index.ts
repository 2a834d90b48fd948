import fp from "fastify-plugin";
import termsRoutes from "./routes.ts";
import { TermsRepository } from "./terms-repository.ts";
import { TermsService } from "./terms-service.ts";

// Vendors' terms and service areas, the localities gazetteer, serviceability and the consumer's chosen locality
// (docs/decisions/0022).

declare module "fastify" {
  interface FastifyInstance {
    /** Vendors' terms and service areas, and the localities: bookings, briefs, search and vendors ask it. */
    terms: TermsService;
  }
}

export type { TermsService };
export type { BookingTermsInput } from "./terms-service.ts";
export { termsFromSections, toLocalityData } from "./terms-service.ts";
export { DEFAULT_TERMS, TermsRepository, toTerms } from "./terms-repository.ts";

export default fp(
  async (app) => {
    const terms = new TermsService(new TermsRepository(app.database.db));
    app.catalogue.onChange(() => terms.forgetCatalogue());
    app.decorate("terms", terms);
    await app.register(termsRoutes, { prefix: "/api" });
  },
  { name: "terms", fastify: "5.x", dependencies: ["database", "catalogue", "availability"] },
);
