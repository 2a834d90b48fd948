import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  envelope,
  errorEnvelopeSchema,
  ok,
  pushTokenRegisteredSchema,
  pushTokenRegistrationSchema,
  pushTokenRemovalSchema,
  pushTokenRemovedSchema,
} from "@utsav/domain";
import type { PushAudience } from "@utsav/domain";
import { loadSession } from "../../platform/auth.ts";
import { PushTokenRepository } from "../../platform/push/push-token-repository.ts";
import { rateLimited } from "../../platform/rate-limit.ts";
import { AuthError, AUTH_MESSAGES } from "../../platform/sessions.ts";

// The phones that receive pushes (docs/decisions/0070): the app registers its Expo push token for the account signed
// in on it, as a shopper or as a vendor (the session's user type), and forgets it at sign-out. Operators get none.

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/** The signed-in shopper or vendor: 401 without a session, 403 for an operator. */
async function pushAccount(
  app: Parameters<FastifyPluginAsyncZod>[0],
  request: FastifyRequest,
): Promise<{ userId: string; role: PushAudience }> {
  const session = await loadSession(app, request);
  if (!session) throw new AuthError(401, AUTH_MESSAGES.unauthenticated, "UNAUTHENTICATED");
  if (session.userType !== "consumer" && session.userType !== "vendor") throw new AuthError(403, AUTH_MESSAGES.forbidden, "FORBIDDEN");
  return { userId: session.userId, role: session.userType };
}

const pushTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = new PushTokenRepository(app.database.db);
  // The session is checked before the limit is counted, and before any body is read.
  app.addHook("onRequest", async (request) => {
    await pushAccount(app, request);
  });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.put(
    "/push-tokens",
    {
      onRequest: rateLimited(app, "pushToken"),
      schema: {
        tags: ["notifications"],
        summary: "Register this phone's Expo push token for the signed-in shopper or vendor (a token another account held moves here)",
        body: pushTokenRegistrationSchema,
        response: { 200: envelope(pushTokenRegisteredSchema), ...errors },
      },
    },
    async (request) => {
      const { userId, role } = await pushAccount(app, request);
      await tokens.register(userId, role, request.body.token, request.body.platform);
      return ok({ role, platform: request.body.platform });
    },
  );

  app.delete(
    "/push-tokens",
    {
      onRequest: rateLimited(app, "pushToken"),
      schema: {
        tags: ["notifications"],
        summary: "Forget this phone's Expo push token (at sign-out): no more pushes to it for the signed-in account",
        body: pushTokenRemovalSchema,
        response: { 200: envelope(pushTokenRemovedSchema), ...errors },
      },
    },
    async (request) => {
      const { userId } = await pushAccount(app, request);
      return ok({ removed: await tokens.remove(userId, request.body.token) });
    },
  );
};

export default pushTokenRoutes;
