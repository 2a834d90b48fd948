import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, ok, outboxSchema } from "@utsav/domain";
import type { ConsoleSmsProvider } from "../../services/sms/console-provider.ts";

/** Development only: the messages the console SMS provider sent, newest first (where the sign-in code appears). */
const devRoutes = (outbox: ConsoleSmsProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/outbox",
      { schema: { tags: ["development"], summary: "Recent SMS messages (not in production)", response: { 200: envelope(outboxSchema) } } },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return ok({ messages: outbox.outbox() });
      },
    );
  };

export default devRoutes;
