import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const dashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default dashboardRoutes;
