import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedResponse } from "./response-cache.ts";

/**
 * Sends a cached, already serialised envelope. Clients revalidate a GET with the ETag (304 when unchanged), so
 * browsers and the web server never hold catalogue data older than the last vendor write. The answer to a POST
 * (a search) is never revalidated, so it carries no ETag and its body is not hashed.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  reply.header("cache-control", "no-cache");
  if (request.method === "GET" || request.method === "HEAD") {
    reply.header("etag", cached.etag);
    if (request.headers["if-none-match"] === cached.etag) return reply.code(304).send();
  }
  return reply.code(cached.statusCode).type("application/json; charset=utf-8").send(cached.body);
}
