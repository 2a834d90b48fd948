import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  collectionSchema,
  envelope,
  errorEnvelopeSchema,
  footerSchema,
  homeDataSchema,
  homeQuerySchema,
  offeringDetailSchema,
  offeringListQuerySchema,
  offeringListSchema,
  slugSchema,
} from "@utsav/domain";
import { sendCached } from "../../platform/http/cached-reply.ts";
import { COLLECTION_MAX_LIMIT, COLLECTION_PAGE_LIMIT } from "./catalogue-service.ts";

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const slugParams = z.object({ slug: slugSchema });
const collectionQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be between 1 and 100")
    .max(COLLECTION_MAX_LIMIT, "limit must be between 1 and 100")
    .default(COLLECTION_PAGE_LIMIT),
  offset: z.coerce.number().int().min(0, "offset must not be negative").max(1_000_000).default(0),
});

/** The public catalogue: home feed, offerings, collections and footer (application §7, catalogue §7). */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/home",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Home feed widgets, or a category page's rows and title with ?section=",
        querystring: homeQuerySchema,
        response: { 200: envelope(homeDataSchema), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalogue.home(request.query.section)),
  );

  app.get(
    "/offerings",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Live offerings in catalogue order, by category and sub-category, paged",
        querystring: offeringListQuerySchema,
        response: { 200: envelope(offeringListSchema), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalogue.list(request.query)),
  );

  app.get(
    "/offerings/:slug",
    {
      schema: {
        tags: ["catalogue"],
        summary: "One offering with its vendor, reviews, related offerings, policy and connect info",
        params: slugParams,
        response: { 200: envelope(z.object({ offering: offeringDetailSchema })), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, await app.catalogue.offering(request.params.slug)),
  );

  app.get(
    "/collections/:slug",
    {
      schema: {
        tags: ["catalogue"],
        summary: "A curated collection and its offerings",
        params: slugParams,
        querystring: collectionQuery,
        response: { 200: envelope(collectionSchema), ...errors },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await app.catalogue.collection(request.params.slug, request.query.limit, request.query.offset)),
  );

  app.get(
    "/footer",
    { schema: { tags: ["catalogue"], summary: "Footer sections and links", response: { 200: envelope(footerSchema) } } },
    async (request, reply) => sendCached(request, reply, await app.catalogue.footer()),
  );
};

export default catalogueRoutes;
