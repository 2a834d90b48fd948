import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { fail, MESSAGES } from "@utsav/domain";
import { MEDIA_CACHE } from "./cache-headers.ts";

const TYPES: Record<string, string> = { webp: "image/webp", pdf: "application/pdf" };
const MEDIA_PATH = /^[a-z0-9-]+\/[a-f0-9-]{36}\.(webp|pdf)$/;

/**
 * Public uploaded files at /media/: straight from disk with the disk driver, or read through the storage adapter
 * with object storage, so pages keep one origin (and one Content-Security-Policy) whichever driver runs.
 * Files are never sniffed into another type (ASVS 5.0 §5); anything but an image downloads as an attachment.
 */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  const { storage: config } = app.config;
  const headersFor = (file: string) => {
    const image = file.endsWith(".webp");
    return {
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
      "content-disposition": image ? "inline" : "attachment",
    };
  };

  if (config.driver === "disk") {
    mkdirSync(config.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.dir,
      prefix: "/media/",
      decorateReply: false,
      index: false,
      maxAge: "365d",
      immutable: true,
      setHeaders: (res, file) => {
        for (const [name, value] of Object.entries(headersFor(file))) res.header(name, value);
      },
    });
    return;
  }

  app.get("/media/*", { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    // A path of the form uploads take, whose extension names its type; anything else is not one of ours.
    const contentType = TYPES[MEDIA_PATH.exec(key)?.[1] ?? ""];
    if (!contentType) return reply.code(404).send(fail("File not found", { errorCode: "NOT_FOUND" }));
    let body: Buffer | null;
    try {
      body = await app.storage.get(key);
    } catch (err) {
      request.log.warn({ err }, "object storage unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send(fail(MESSAGES.serviceUnavailable, { errorCode: "STORAGE_UNAVAILABLE" }));
    }
    if (!body) return reply.code(404).send(fail("File not found", { errorCode: "NOT_FOUND" }));
    return reply.headers({ ...headersFor(key), "content-type": contentType, "cache-control": MEDIA_CACHE }).send(body);
  });
}
