import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RateLimitedAction } from "./rate-limiter.ts";
import { loadSession } from "./auth.ts";

/**
 * The onRequest hook of a rate-limited route (`onRequest: rateLimited(app, "booking")`): counts the request against
 * the client's address and, when someone is signed in, their user, before the body is read, so a refused request
 * costs one counter and nothing else. A route that is given a phone number counts it too, once it has read it
 * (`app.rateLimiter.count(action, { phones })`). Limits: platform/rate-limiter.ts.
 */
export function rateLimited(app: FastifyInstance, action: RateLimitedAction) {
  return async (request: FastifyRequest): Promise<void> => {
    const session = await loadSession(app, request);
    await app.rateLimiter.count(action, { client: request.ip, user: session?.userId });
  };
}
