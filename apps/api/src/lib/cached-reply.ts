import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedResponse } from "../services/response-cache.ts";

/**
 * Sends a cached, already serialised envelope. Clients revalidate with the ETag (304 when unchanged), so
 * browsers and the web server never hold catalogue data older than the last vendor write.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  const safe = request.method === "GET" || request.method === "HEAD";
  if (safe && request.headers["if-none-match"] === cached.etag) return reply.code(304).send();
  return reply.code(cached.statusCode).type("application/json; charset=utf-8").send(cached.body);
}
