import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  searchPageDataSchema,
  searchRequestSchema,
  searchResultSchema,
  suggestionRequestSchema,
  suggestionsSchema,
} from "@utsav/domain";
import { sendCached } from "../../platform/http/cached-reply.ts";
import type { SearchService } from "./search-service.ts";

/** Search, suggestions and the search page's data (application §2 Search, §3, §5); answers are cached (modules/search/search-service.ts). */
const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  const errors = { 400: errorEnvelopeSchema };

  app.post(
    "/",
    {
      schema: {
        tags: ["search"],
        summary: "Search offerings with filters, facets, sort and paging (a query under 2 characters finds nothing)",
        body: searchRequestSchema,
        response: { 200: envelope(searchResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      // "Free on my date" changes with every booking and blocked day (decision 0058): its answers are never kept.
      if (request.body.filters?.freeOn) {
        reply.header("cache-control", "no-store");
        return ok(await search.search(request.body));
      }
      return sendCached(request, reply, await search.cachedSearch(request.body));
    },
  );

  app.post(
    "/suggestions",
    {
      schema: {
        tags: ["search"],
        summary: "Suggestions in sections Top Offerings, Categories, Occasions",
        body: suggestionRequestSchema,
        response: { 200: envelope(suggestionsSchema), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, await search.cachedSuggestions(request.body)),
  );

  app.get(
    "/page-data",
    {
      schema: {
        tags: ["search"],
        summary: "Category filter options of the search page",
        response: { 200: envelope(searchPageDataSchema) },
      },
    },
    async () => ok(search.pageData()),
  );
};

export default searchRoutes;
