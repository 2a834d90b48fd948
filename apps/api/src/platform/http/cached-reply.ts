import type { FastifyReply, FastifyRequest } from "fastify";
import type { CachedResponse, ContentCoding } from "./response-cache.ts";

/** A coding's weight in an Accept-Encoding element ("br;q=0.8"): 1 unless a valid q parameter says otherwise. */
const WEIGHT = /;\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*(?:;|$)/i;

/**
 * The coding to send a stored answer in, from the request's Accept-Encoding (RFC 9110 §12.5.3): of Brotli and gzip,
 * the one the client weighs highest, Brotli on a tie; "*" stands for a coding the header does not name, and a weight
 * of 0 refuses one. Null, for the answer as it is, when the client accepts neither or sends no header. (For dynamic
 * answers @fastify/compress reads "*" as gzip; the two agree on every header a browser or the native app sends.)
 */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  const weight = codingWeights(header);
  const [br, gzip] = [weight("br"), weight("gzip")];
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/** The client's Accept-Encoding read once: a coding's weight, 0 when it refuses it or names neither it nor "*". */
export function codingWeights(header: string | undefined): (coding: ContentCoding) => number {
  if (!header) return () => 0;
  const weights = new Map<string, number>();
  for (const element of header.split(",")) {
    const [coding = ""] = element.split(";", 1);
    const name = coding.trim().toLowerCase();
    if (name) weights.set(name, Number(WEIGHT.exec(element)?.[1] ?? 1));
  }
  return (coding) => weights.get(coding) ?? weights.get("*") ?? 0;
}

/**
 * Sends a cached, already serialised envelope, compressed once and kept that way when the client accepts Brotli or
 * gzip (@fastify/compress leaves an answer that names its coding alone). Clients revalidate a GET with the ETag (304
 * when unchanged), so browsers and the web server never hold catalogue data older than the last vendor write. The
 * answer to a POST (a search) is never revalidated, so it carries no ETag and its body is not hashed.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  reply.header("cache-control", "no-cache");
  reply.header("vary", "accept-encoding");
  if (request.method === "GET" || request.method === "HEAD") {
    reply.header("etag", cached.etag);
    if (request.headers["if-none-match"] === cached.etag) return reply.code(304).send();
  }
  const coding = preferredCoding(request.headers["accept-encoding"]);
  const encoded = coding ? cached.encoded(coding) : null;
  if (coding && encoded) reply.header("content-encoding", coding);
  return reply
    .code(cached.statusCode)
    .type("application/json; charset=utf-8")
    .send(encoded ?? cached.body);
}
