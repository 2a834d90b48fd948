import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const galleryRoutes: FastifyPluginAsyncZod = async () => {};

export default galleryRoutes;
