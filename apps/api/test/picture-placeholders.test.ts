import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { buildTestApp } from "./helper.ts";

// A fresh start draws the catalogue's pictures after the server listens. Until a picture is drawn, its URL answers
// a light placeholder at the picture's size, never stored by a cache, instead of a 404 for every card (issue 38).
// The test app's public folder is a new temporary one: no picture is drawn in it.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, method: "GET" | "HEAD" | "POST" = "GET") => app.inject({ method, url });

/** The first card's picture, as the offerings list gives it to a shopper's page. */
async function firstCardPicture(): Promise<string> {
  const body = (await get("/api/offerings?limit=1")).json<{ data: { offerings: { image: { url: string } }[] } }>();
  return body.data.offerings[0]!.image.url;
}

const svgSize = (svg: string) => /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg)?.slice(1).map(Number);

describe("a catalogue picture not drawn yet", () => {
  it("is answered with a light placeholder of its size that no cache keeps", async () => {
    const url = await firstCardPicture();
    expect(url).toMatch(/^\/assets\/images\/vendor\/[a-z-]+\/[a-z0-9]+\/1-640\.webp$/);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(svgSize(response.body)).toEqual([640, 640]);
    expect(response.body).not.toMatch(/<script|href=/i);
    expect((await get(`${url}?v=2`)).statusCode).toBe(200);
    expect((await get(url, "HEAD")).statusCode).toBe(200);
  });

  it("keeps the shape of every kind of picture in every format and width: offerings', the site's, the hero, logos", async () => {
    const offering = CATALOGUE.offerings.find((o) => o.id === "SHIVA1")!;
    const dir = path.posix.dirname(offering.images[0]!.url);
    const sizes = {
      [`${dir}/2-320.avif`]: [320, 320],
      [`${dir}/1-960.webp`]: [960, 960],
      "/assets/images/site/blog-flower-decor-lead-times/1-320.avif": [320, 213],
      "/assets/images/hero/hero-1280.webp": [1280, 720],
      "/assets/images/vendor/shiva-flowers/logo.svg": [256, 256],
    };
    for (const [url, size] of Object.entries(sizes)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(svgSize(response.body), url).toEqual(size);
    }
  });

  it("is served as drawn, and kept for a week, once its file exists", async () => {
    const url = await firstCardPicture();
    const file = path.join(app.config.publicDir, url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "));
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=604800, stale-while-revalidate=86400");
  });
});

describe("any other path under /assets/", () => {
  it("is not found, in the envelope: names the catalogue does not have, other files, other methods", async () => {
    const offering = CATALOGUE.offerings.find((o) => o.id === "SHIVA1")!;
    const dir = path.posix.dirname(offering.images[0]!.url);
    const pictureCount = offering.images.filter((m) => m.type === "image").length;
    for (const url of [
      "/assets/images/vendor/no-such-vendor/logo.svg",
      "/assets/images/vendor/shiva-flowers/nope1/1-640.webp",
      `${dir}/${pictureCount + 1}-640.webp`,
      `${dir}/1-500.webp`,
      `${dir}/1-640.png`,
      `${dir}/video.webm`,
      "/assets/images/site/no-such-picture/1-640.webp",
      "/assets/images/hero/hero-800.webp",
      "/assets/notes.txt",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, data: null, errorCode: "NOT_FOUND" });
    }
    expect((await get(`${dir}/1-640.webp`, "POST")).statusCode).toBe(404);
  });

  it("cannot climb out of the pictures' folder, however the path is written", async () => {
    const dir = path.posix.dirname(CATALOGUE.offerings[0]!.images[0]!.url);
    for (const url of [
      `${dir}/../../../../../../etc/passwd`,
      `${dir}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
      `${dir}/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd`,
      `/assets/images/vendor/%2e%2e/%2e%2e/%2e%2e/package.json`,
      `${dir}/1-640.webp/../../../../../../../etc/passwd`,
      `${dir}%00/1-640.webp`,
    ]) {
      const response = await get(url);
      expect([400, 403, 404], url).toContain(response.statusCode);
      expect(response.headers["content-type"], url).not.toBe("image/svg+xml");
      expect(response.body, url).not.toContain("root:");
    }
  });
});
