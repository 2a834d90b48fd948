import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { OFFERING_SEEDS, VENDORS } from "@utsav/catalogue";
import { cataloguePictureFiles, placeholderSvg } from "@utsav/catalogue/placeholders";
import type { PictureFile } from "@utsav/catalogue/placeholders";
import { fail, MESSAGES } from "@utsav/domain";
import { PICTURE_CACHE } from "./cache-headers.ts";
import { pictureContentType } from "./storage/catalogue-pictures.ts";
import type { S3Storage } from "./storage/s3-storage.ts";
import { isPictureKey, pictureStorage } from "./storage/storage.ts";

/**
 * The generated files at /assets/ (the catalogue's pictures, the hero, the vendors' logos, the sample video),
 * straight from publicDir/assets. On a first start the server draws the pictures after it listens (server.ts);
 * until a picture's file exists, its URL is answered with a light placeholder at the picture's size, never stored
 * by a cache (`no-store`), so the real picture replaces it on the next load and the browser logs no 404 meanwhile.
 * Only the exact paths the generator writes get one: any other path is not found, so nothing outside the
 * catalogue's pictures is invented, and no path can climb out of the folder (docs/decisions/0044).
 */
export async function registerAssets(app: FastifyInstance): Promise<void> {
  const pictures = cataloguePictureFiles(VENDORS, OFFERING_SEEDS);
  const storage = pictureStorage(app.config.storage);
  if (storage) return registerStoredAssets(app, storage, pictures);
  const root = path.join(app.config.publicDir, "assets");
  mkdirSync(root, { recursive: true });

  await app.register(
    async (assets) => {
      // The static files' own not-found answer: what their plugin calls when no file is at the path.
      assets.setNotFoundHandler((request, reply) => {
        const urlPath = request.url.split("?")[0] ?? "";
        const picture = request.method === "GET" || request.method === "HEAD" ? pictures.get(urlPath) : undefined;
        if (!picture) {
          return reply.code(404).send(fail(`${MESSAGES.notFoundRoute}: ${request.method} ${urlPath}`, { errorCode: "NOT_FOUND" }));
        }
        return placeholder(reply, picture);
      });
      await assets.register(fastifyStatic, {
        root,
        prefix: "/",
        decorateReply: false,
        cacheControl: false,
        index: false,
        wildcard: true,
        setHeaders: (reply) => {
          reply.header("cache-control", PICTURE_CACHE);
        },
      });
    },
    { prefix: "/assets" },
  );
}

const placeholder = (reply: FastifyReply, picture: PictureFile) =>
  reply
    .code(200)
    .headers({ "content-type": "image/svg+xml", "cache-control": "no-store", "x-content-type-options": "nosniff" })
    .send(placeholderSvg(picture));

/**
 * With object storage (decision 0080) the pictures are read from there: copied once by the process that drew them, so
 * a web process keeps none on its disk. A balancer or a CDN in front can serve them from storage directly; this
 * route is what answers when nothing does. A picture storage has not got yet, or cannot give now, gets the same
 * placeholder as on disk; any other path is not found.
 */
function registerStoredAssets(app: FastifyInstance, storage: S3Storage, pictures: Map<string, PictureFile>): void {
  app.route({
    method: ["GET", "HEAD"],
    url: "/assets/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const picture = pictures.get(`/assets/${key}`);
      const contentType = pictureContentType(key);
      let body: Buffer | null = null;
      if (contentType && isPictureKey(key)) {
        try {
          body = await storage.get(key);
        } catch (err) {
          if (!picture) {
            request.log.warn({ err }, "object storage unavailable");
            return reply
              .code(503)
              .header("retry-after", "5")
              .send(fail(MESSAGES.serviceUnavailable, { errorCode: "STORAGE_UNAVAILABLE" }));
          }
          request.log.warn({ err }, "object storage unavailable: a placeholder instead of the picture");
        }
      }
      if (body && contentType) {
        return reply
          .headers({ "content-type": contentType, "cache-control": PICTURE_CACHE, "x-content-type-options": "nosniff" })
          .send(body);
      }
      if (picture) return placeholder(reply, picture);
      return reply.code(404).send(fail(`${MESSAGES.notFoundRoute}: ${request.method} /assets/${key}`, { errorCode: "NOT_FOUND" }));
    },
  });
}
