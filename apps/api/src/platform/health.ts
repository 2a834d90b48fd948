import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, healthSchema, ok } from "@utsav/domain";
import { ServiceUnavailableError } from "./http/http-errors.ts";

const started = Date.now();

/** Liveness (the process answers) and readiness (the database answers), for load balancers and orchestrators. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = () => ({ status: "ok" as const, database: app.database.kind, uptimeSeconds: Math.round((Date.now() - started) / 1000) });

  app.get(
    "/health",
    { schema: { tags: ["health"], summary: "Liveness: the process is up", response: { 200: envelope(healthSchema) } } },
    async () => ok(status()),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Readiness: the database answers",
        response: { 200: envelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async (request) => {
      try {
        await app.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.warn({ err }, "database not reachable");
        throw new ServiceUnavailableError();
      }
      return ok(status());
    },
  );
};

export default healthRoutes;
