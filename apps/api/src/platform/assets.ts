import { mkdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { OFFERING_SEEDS, VENDORS } from "@utsav/catalogue";
import { cataloguePictureFiles, placeholderSvg } from "@utsav/catalogue/placeholders";
import { fail, MESSAGES } from "@utsav/domain";

/**
 * The generated files at /assets/ (the catalogue's pictures, the hero, the vendors' logos, the sample video),
 * straight from publicDir/assets. On a first start the server draws the pictures after it listens (server.ts);
 * until a picture's file exists, its URL is answered with a light placeholder at the picture's size, never stored
 * by a cache (`no-store`), so the real picture replaces it on the next load and the browser logs no 404 meanwhile.
 * Only the exact paths the generator writes get one: any other path is not found, so nothing outside the
 * catalogue's pictures is invented, and no path can climb out of the folder (docs/decisions/0044).
 */
export async function registerAssets(app: FastifyInstance): Promise<void> {
  const root = path.join(app.config.publicDir, "assets");
  mkdirSync(root, { recursive: true });
  const pictures = cataloguePictureFiles(VENDORS, OFFERING_SEEDS);

  await app.register(
    async (assets) => {
      // The static files' own not-found answer: what their plugin calls when no file is at the path.
      assets.setNotFoundHandler((request, reply) => {
        const urlPath = request.url.split("?")[0] ?? "";
        const picture = request.method === "GET" || request.method === "HEAD" ? pictures.get(urlPath) : undefined;
        if (!picture) {
          return reply.code(404).send(fail(`${MESSAGES.notFoundRoute}: ${request.method} ${urlPath}`, { errorCode: "NOT_FOUND" }));
        }
        return reply
          .code(200)
          .headers({ "content-type": "image/svg+xml", "cache-control": "no-store", "x-content-type-options": "nosniff" })
          .send(placeholderSvg(picture));
      });
      await assets.register(fastifyStatic, { root, prefix: "/", decorateReply: false, maxAge: "7d", index: false, wildcard: true });
    },
    { prefix: "/assets" },
  );
}
