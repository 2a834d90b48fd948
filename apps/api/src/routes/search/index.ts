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
import { sendCached } from "../../lib/cached-reply.ts";
import { SearchRepository } from "../../repositories/search-repository.ts";
import { ResponseCache } from "../../services/response-cache.ts";
import { SearchService } from "../../services/search-service.ts";

/**
 * The same question, asked again, gets the same answer until the catalogue changes: popular searches and the
 * prefixes typed into the search box repeat across shoppers. The key is the question: matching ignores case and
 * surrounding spaces, so the key does too, and the searchId (unique to each request, application §3) is left out.
 * The cache is its own, so searches cannot push catalogue pages out of theirs.
 */
const cacheKey = (kind: string, body: { searchId?: string; query: string }) =>
  `${kind}:${JSON.stringify({ ...body, searchId: undefined, query: body.query.trim().toLowerCase() })}`;

/** Search, suggestions and the search page's data (application §2 Search, §3, §5). */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new SearchService(new SearchRepository(app.database.db, app.searchTerms));
  const cache = new ResponseCache(app.config.searchCacheEntries);
  app.catalogue.onChange(() => cache.invalidate());
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
    async (request, reply) =>
      sendCached(request, reply, await cache.get(cacheKey("search", request.body), async () => ({ statusCode: 200, payload: ok(await service.search(request.body)) }))),
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
    async (request, reply) =>
      sendCached(request, reply, await cache.get(cacheKey("suggestions", request.body), async () => ({ statusCode: 200, payload: ok(await service.suggestions(request.body)) }))),
  );

  app.get(
    "/page-data",
    { schema: { tags: ["search"], summary: "Category filter options of the search page", response: { 200: envelope(searchPageDataSchema) } } },
    async () => ok(service.pageData()),
  );
};

export default searchRoutes;
