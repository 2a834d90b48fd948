import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok, outboxSchema } from "@utsav/domain";
import type { LocalMessageLog } from "../../platform/local-message-log.ts";

/**
 * Local runs only: what the local providers kept instead of sending, newest first, for the local outbox page
 * (/dev/outbox, where a local sign-in code appears). Never registered in production (app.ts).
 */
const devRoutes =
  (messages: LocalMessageLog): FastifyPluginAsyncZod =>
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
        return ok({ messages: messages.list() });
      },
    );
  };

export default devRoutes;
