import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const kycRoutes: FastifyPluginAsyncZod = async () => {};

export default kycRoutes;
