import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, storeListSchema, storeParamsSchema, storeSchema } from "@utsav/domain";
import { sendCached } from "../../platform/http/cached-reply.ts";
import type { StoreService } from "./store-service.ts";

/** Vendors' public pages (docs/decisions/0059): no session, the same caching as the rest of the public catalogue. */
const storeRoutes: FastifyPluginAsyncZod<{ stores: StoreService }> = async (app, { stores }) => {
  app.get(
    "/public/stores",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Every vendor's store with an offering on sale (the sitemap)",
        response: { 200: envelope(storeListSchema) },
      },
    },
    async (request, reply) => sendCached(request, reply, await stores.list()),
  );

  app.get(
    "/public/stores/:slug",
    {
      schema: {
        tags: ["catalogue"],
        summary:
          "A vendor's public page: story, badge, area and lead time, gallery, offerings on sale, reviews and terms; 404 unless the vendor is approved, not paused and has an offering on sale",
        params: storeParamsSchema,
        response: { 200: envelope(storeSchema), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, await stores.store(request.params.slug)),
  );
};

export default storeRoutes;
