import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, errorEnvelopeSchema, ok, shopperMessagesSchema, shopperMessagesUpdateSchema } from "@utsav/domain";
import { restrictTo, signedInUser } from "../../platform/auth.ts";
import { ShopperMessagesRepository } from "./shopper-messages-repository.ts";

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * The signed-in shopper's choice to get the SMS as well as the push (docs/decisions/0074), beside how many phones take
 * their pushes. Vendors choose their channels in their booking alerts instead.
 */
const shopperMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  restrictTo(app, "consumer");
  const messages = new ShopperMessagesRepository(app.database.db);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/messages",
    {
      schema: {
        tags: ["consumer"],
        summary: "Whether the signed-in shopper gets the SMS as well as the app's push, and how many phones take their pushes",
        response: { 200: envelope(shopperMessagesSchema), ...errors },
      },
    },
    async (request) => ok(await messages.of(signedInUser(request))),
  );

  app.put(
    "/messages",
    {
      schema: {
        tags: ["consumer"],
        summary: "Choose to get the SMS as well as the app's push (true), or the push instead of the SMS (false)",
        body: shopperMessagesUpdateSchema,
        response: { 200: envelope(shopperMessagesSchema), ...errors },
      },
    },
    async (request) => ok(await messages.choose(signedInUser(request), request.body.smsWithPush)),
  );
};

export default shopperMessageRoutes;
