import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok, outboxSchema } from "@utsav/domain";
import type { LocalOutbox } from "../../platform/local-outbox.ts";

/**
 * Local runs only: what the local providers kept instead of sending, newest first (where a local sign-in code
 * appears). Never registered in production (app.ts).
 */
const devRoutes =
  (outbox: LocalOutbox): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/outbox",
      {
        schema: {
          tags: ["local"],
          summary: "Recent messages of the local providers (local runs only)",
          response: { 200: envelope(outboxSchema) },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return ok({ messages: outbox.list() });
      },
    );
  };

export default devRoutes;
