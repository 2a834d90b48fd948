import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "@utsav/catalogue";
import { ART_STAMP_PATH } from "@utsav/catalogue/art-stamp";
import { loadConfig } from "../src/platform/config.ts";
import { MEDIA_CACHE, PICTURE_CACHE } from "../src/platform/cache-headers.ts";
import { PICTURES_STAMP_KEY, publishPictures } from "../src/platform/storage/catalogue-pictures.ts";
import { pictureStorage } from "../src/platform/storage/storage.ts";
import { signIn } from "./accounts-helper.ts";
import { buildTestApp, expectNotFound } from "./helper.ts";
import { startFakeS3 } from "./support/fake-s3-server.ts";
import type { FakeS3 } from "./support/fake-s3-server.ts";
import { solidPng, uploadProfilePicture } from "./upload-helper.ts";

// With object storage (decision 0080), the catalogue's pictures are drawn by one process into its own folder and
// copied into storage once; every web process reads them from there, keeping none on its disk. Uploads are kept
// for ever by caches (their keys are never reused); the catalogue's fixed paths for a week.

let s3: FakeS3;
let app: FastifyInstance;
let storageConfig: ReturnType<typeof loadConfig>["storage"];
beforeAll(async () => {
  s3 = await startFakeS3();
  const base = loadConfig({ NODE_ENV: "test" }).storage;
  storageConfig = {
    ...base,
    driver: "s3",
    s3: {
      endpoint: s3.endpoint,
      region: s3.credentials.region,
      bucket: s3.bucket,
      accessKeyId: s3.credentials.accessKeyId,
      secretAccessKey: s3.credentials.secretAccessKey,
      forcePathStyle: true,
    },
  };
  app = await buildTestApp({ storage: storageConfig });
});
afterAll(async () => {
  await app.close();
  await s3.close();
});

const offering = CATALOGUE.offerings.find((o) => o.id === "SHIVA1")!;
const firstPicture = offering.images[0]!.url;
const secondPicture = firstPicture.replace("/1-", "/2-");

/** A folder as the generator leaves it: two of the offering's pictures, the site's video, and its stamp. */
function drawnFolder(stamp: string): string {
  const publicDir = mkdtempSync(path.join(tmpdir(), "utsav-drawn-"));
  const write = (url: string, body: string) => {
    const file = path.join(publicDir, url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, body);
  };
  write(firstPicture, "RIFF-first-picture");
  write(secondPicture, "RIFF-second-picture");
  write("/assets/images/notes.txt", "not a picture");
  write(`/${ART_STAMP_PATH}`, stamp);
  return publicDir;
}

describe("copying the drawn pictures into storage", () => {
  it("copies each picture once, the stamp last, and nothing while storage holds the same stamp", async () => {
    const storage = pictureStorage(storageConfig)!;
    const publicDir = drawnFolder("6:60:12");
    expect(await publishPictures(publicDir, storage)).toEqual({ copied: 2, upToDate: false });
    expect(s3.objects.get(`assets${firstPicture.replace(/^\/assets/, "")}`)?.contentType).toBe("image/webp");
    expect(s3.objects.get(`assets/${PICTURES_STAMP_KEY}`)?.body.toString()).toBe("6:60:12");
    expect(s3.objects.has("assets/images/notes.txt")).toBe(false);

    const before = s3.requests;
    expect(await publishPictures(publicDir, storage)).toEqual({ copied: 0, upToDate: true });
    expect(s3.requests - before).toBe(1);

    // A new art version is copied again, over the old pictures.
    expect(await publishPictures(drawnFolder("7:60:12"), storage)).toEqual({ copied: 2, upToDate: false });
  });

  it("leaves the stamp out when storage refuses a picture, so the next start copies them again", async () => {
    const storage = pictureStorage(storageConfig)!;
    s3.objects.delete(`assets/${PICTURES_STAMP_KEY}`);
    s3.down = true;
    try {
      await expect(publishPictures(drawnFolder("8:60:12"), storage)).rejects.toThrow(/503/);
    } finally {
      s3.down = false;
    }
    expect(s3.objects.has(`assets/${PICTURES_STAMP_KEY}`)).toBe(false);
  });

  it("refuses keys outside the pictures' folder", async () => {
    const storage = pictureStorage(storageConfig)!;
    for (const key of ["../media/x.webp", "images/../../x.webp", "media/gallery/x.webp", "images/a b.webp"]) {
      await expect(storage.get(key)).rejects.toThrow(/invalid picture key/);
    }
  });
});

describe("a web process on object storage", () => {
  it("serves a copied picture from storage, kept a week; one not copied yet is a placeholder no cache keeps", async () => {
    await pictureStorage(storageConfig)!.put(firstPicture.replace(/^\/assets\//, ""), Buffer.from("RIFF-stored"), "image/webp");
    const served = await app.inject({ method: "GET", url: firstPicture });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe("RIFF-stored");
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe(PICTURE_CACHE);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(existsSync(path.join(app.config.publicDir, firstPicture))).toBe(false);

    const notYet = await app.inject({ method: "GET", url: firstPicture.replace("/1-640.", "/1-960.") });
    expect(notYet.statusCode).toBe(200);
    expect(notYet.headers["content-type"]).toBe("image/svg+xml");
    expect(notYet.headers["cache-control"]).toBe("no-store");
  });

  it("answers a placeholder for a known picture while storage is down, 503 for anything else, 404 for a stranger", async () => {
    s3.down = true;
    try {
      const known = await app.inject({ method: "GET", url: firstPicture });
      expect(known.statusCode).toBe(200);
      expect(known.headers["content-type"]).toBe("image/svg+xml");
      const other = await app.inject({ method: "GET", url: "/assets/images/vendor/no-such-vendor/1-640.webp" });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toMatchObject({ success: false, errorCode: "STORAGE_UNAVAILABLE" });
    } finally {
      s3.down = false;
    }
    await expectNotFound(app, [
      "/assets/notes.txt",
      "/assets/images/%2e%2e/media/x.webp",
      "/assets/images/vendor/no-such-vendor/1-640.webp",
    ]);
  });

  it("serves an upload with headers that let any cache keep it for ever", async () => {
    const { cookie } = await signIn(app);
    const uploaded = await uploadProfilePicture(app, cookie, await solidPng(32, "#e76f51"));
    const served = await app.inject({ method: "GET", url: uploaded.json<{ data: { profileImage: string } }>().data.profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers["cache-control"]).toBe(MEDIA_CACHE);
  });
});
