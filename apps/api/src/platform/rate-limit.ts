import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { errorEnvelopeSchema } from "@utsav/domain";
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

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The areas whose every write is limited, by the prefix of their routes (docs/decisions/0032). */
export const AREA_WRITE_LIMITS: Readonly<Record<string, RateLimitedAction>> = {
  "/api/vendor/": "vendorWrite",
  "/api/operator/": "operatorWrite",
};

/**
 * Limits every write of the vendor area and the operations console, whichever module registers it (docs/decisions/0032):
 * each route registered after this call whose path starts with a prefix of AREA_WRITE_LIMITS and whose method is not a
 * read counts against that area's limit (rateLimited) and declares the 429 it may answer. The count is a route hook, so
 * it runs after the area's own onRequest hooks (restrictTo's session check): a guest or another user type is refused
 * before it is counted, and every request before its body is read. Called once, before the modules register.
 */
export function rateLimitedWrites(app: FastifyInstance, areas: Readonly<Record<string, RateLimitedAction>> = AREA_WRITE_LIMITS): void {
  const limits = new Map(Object.entries(areas).map(([prefix, action]) => [prefix, rateLimited(app, action)]));
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => READS.has(method))) return;
    const limit = [...limits].find(([prefix]) => route.url.startsWith(prefix))?.[1];
    if (!limit) return;
    const hook: onRequestAsyncHookHandler = limit;
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
    // A copy: routes may share one response object (a GET among them), which must not declare a 429 it never answers.
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.schema && response) route.schema.response = { ...response, 429: errorEnvelopeSchema };
  });
}
