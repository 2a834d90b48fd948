import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const offeringRoutes: FastifyPluginAsyncZod = async () => {};

export default offeringRoutes;
