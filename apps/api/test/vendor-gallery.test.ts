import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { envelope, GALLERY, GALLERY_MESSAGES, galleryViewSchema, MESSAGES, messageFor, UPLOAD } from "@utsav/domain";
import type { GalleryImage } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { vendors } from "@utsav/db";
import { HttpError } from "../src/platform/http/http-errors.ts";
import { failingWith } from "../src/platform/http/route-failure.ts";
import { currentVendor } from "../src/platform/vendor-context.ts";
import type * as VendorContext from "../src/platform/vendor-context.ts";
import { buildTestApp } from "./helper.ts";
import { addGalleryImages, offeringBody, onboardVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

// Each route's own failure message is tested by failing the vendor lookup that every route starts with.
vi.mock("../src/platform/vendor-context.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof VendorContext>();
  return { ...actual, currentVendor: vi.fn(actual.currentVendor) };
});

const mediaDir = mkdtempSync(path.join(tmpdir(), "utsav-gallery-media-"));
let app: FastifyInstance;

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mediaDir,
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-gallery-private-")),
  };
  app = await buildTestApp({ storage });
});
afterAll(async () => {
  await app.close();
});

async function newVendor() {
  const { cookie } = await signInVendor(app);
  const { vendorId } = await onboardVendor(app, cookie);
  return { vendorId, headers: vendorHeaders(cookie) };
}

/** A JPEG carrying an EXIF note, so the test can see that metadata does not survive. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#d04a7a" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "exif-secret-marker" } })
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#2a9d8f" } })
    .png()
    .toBuffer();

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type?: string };

/** A multipart body as a browser's FormData makes it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.file)], { type: part.type ?? "image/jpeg" }), part.filename);
  }
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

async function update(headers: Record<string, string>, parts: Part[]) {
  const { payload, contentType } = await multipart(parts);
  return app.inject({ method: "POST", url: "/api/vendor/gallery/update", headers: { ...headers, "content-type": contentType }, payload });
}

const images = (response: { json(): unknown }) => envelope(galleryViewSchema).parse(response.json()).data.images;
const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ""));
const post = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: "POST", url: `/api/vendor${url}`, headers, payload });

describe("GET /api/vendor/gallery and /gallery/config", () => {
  it("answers the limits and an empty gallery for a new vendor", async () => {
    const { headers } = await newVendor();
    const config = await app.inject({ method: "GET", url: "/api/vendor/gallery/config", headers });
    expect(config.statusCode).toBe(200);
    expect(config.json().data).toEqual({
      maxImages: GALLERY.maxImages,
      maxFileBytes: 2_097_152,
      acceptedTypes: ["image/jpeg", "image/png", "image/webp"],
      maxCaptionLength: 200,
    });
    const gallery = await app.inject({ method: "GET", url: "/api/vendor/gallery", headers });
    expect(gallery.json()).toEqual({ success: true, data: { images: [], maxImages: GALLERY.maxImages }, errorMessage: null });
    expect(gallery.headers["cache-control"]).toBe("no-store");
  });

  it("is for vendors only", async () => {
    expect((await app.inject({ method: "GET", url: "/api/vendor/gallery" })).statusCode).toBe(401);
  });
});

describe("POST /api/vendor/gallery/update", () => {
  it("re-encodes images to WebP without metadata: the image within 1600 px, a 400 px square thumbnail", async () => {
    const { headers } = await newVendor();
    const response = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: await jpeg(2400, 1200), filename: "stage.jpg" },
      { name: "images", file: await png(300, 500), filename: "table.png", type: "image/png" },
      { name: "captions", value: JSON.stringify(["  The stage at dusk  ", ""]) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [stage, table] = images(response);
    expect(stage).toMatchObject({ caption: "The stage at dusk", isMain: false, width: 1600, height: 800 });
    expect(table).toMatchObject({ caption: "", width: 300, height: 500 });
    expect(stage!.uri).toMatch(/^\/media\/gallery\/[a-f0-9-]{36}\.webp$/);

    const stored = readFileSync(fileOf(stage!.uri));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("exif-secret-marker")).toBe(false);
    expect(await sharp(readFileSync(fileOf(stage!.thumbnail))).metadata()).toMatchObject({ format: "webp", width: 400, height: 400 });
    // The files are public: served at their path.
    expect((await app.inject({ method: "GET", url: stage!.uri })).statusCode).toBe(200);
  });

  it("names every oversized file (413) and stores none of the files", async () => {
    const { headers } = await newVendor();
    const before = readdirSync(path.join(mediaDir, "gallery")).length;
    const response = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: Buffer.alloc(UPLOAD.maxFileBytes + 1), filename: "wedding-hall.jpg" },
      { name: "images", file: await jpeg(100, 100), filename: "fine.jpg" },
      { name: "images", file: Buffer.alloc(UPLOAD.maxFileBytes + 5000), filename: "garden.jpg" },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe(messageFor.filesTooLarge(["wedding-hall.jpg", "garden.jpg"], UPLOAD.maxFileBytes));
    expect(response.json().errorMessage).toBe("File(s) too large: wedding-hall.jpg, garden.jpg. Maximum size allowed is 2.0MB.");
    expect(readdirSync(path.join(mediaDir, "gallery")).length).toBe(before);
  });

  it("judges a file by its content: a text file named .jpg and a PDF are refused", async () => {
    const { headers } = await newVendor();
    const text = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: Buffer.from("just some notes, not a picture"), filename: "notes.jpg" },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessage).toBe("Only images can be uploaded here: notes.jpg");
    const pdf = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF"), filename: "menu.pdf", type: "application/pdf" },
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errorMessage).toBe("Only images can be uploaded here: menu.pdf");
    expect(images(await app.inject({ method: "GET", url: "/api/vendor/gallery", headers }))).toEqual([]);
  });

  it(`holds at most ${GALLERY.maxImages} images`, async () => {
    const { vendorId, headers } = await newVendor();
    await addGalleryImages(app, vendorId, GALLERY.maxImages - 1);
    const tooMany = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: await jpeg(50, 50), filename: "a.jpg" },
      { name: "images", file: await jpeg(50, 50), filename: "b.jpg" },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errorMessage).toBe(GALLERY_MESSAGES.tooManyImages(GALLERY.maxImages));
    const one = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: await jpeg(50, 50), filename: "a.jpg" },
    ]);
    expect(one.statusCode).toBe(200);
    expect(images(one)).toHaveLength(GALLERY.maxImages);
  });

  it("refuses more files in one request than a gallery holds", async () => {
    const { headers } = await newVendor();
    const small = await jpeg(10, 10);
    const parts: Part[] = [{ name: "action", value: "add" }];
    for (let i = 0; i <= GALLERY.maxImages; i++) parts.push({ name: "images", file: small, filename: `p${i}.jpg` });
    const response = await update(headers, parts);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(GALLERY_MESSAGES.tooManyImages(GALLERY.maxImages));
  });

  it("removes and adds in one update, and checks the form", async () => {
    const { headers } = await newVendor();
    const added = images(
      await update(headers, [
        { name: "action", value: "add" },
        { name: "images", file: await jpeg(80, 60), filename: "old.jpg" },
      ]),
    );
    const replaced = await update(headers, [
      { name: "action", value: "update" },
      { name: "removeImageIds", value: JSON.stringify([added[0]!.id]) },
      { name: "images", file: await jpeg(60, 80), filename: "new.jpg" },
      { name: "captions", value: JSON.stringify(["New"]) },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(images(replaced).map((image) => image.caption)).toEqual(["New"]);
    expect(existsSync(fileOf(added[0]!.uri))).toBe(false);
    expect(existsSync(fileOf(added[0]!.thumbnail))).toBe(false);

    const bad = async (parts: Part[]) => (await update(headers, parts)).json().errorMessage;
    expect(await bad([{ name: "action", value: "add" }])).toBe(GALLERY_MESSAGES.nothingToAdd);
    expect(await bad([{ name: "action", value: "remove" }])).toBe(GALLERY_MESSAGES.nothingToRemove);
    expect(await bad([{ name: "action", value: "rename" }])).toMatch(/^Action must be one of: add, remove/);
    expect(
      await bad([
        { name: "action", value: "remove" },
        { name: "removeImageIds", value: "[not json" },
      ]),
    ).toBe("Invalid form: removeImageIds must be JSON");
    expect(
      await bad([
        { name: "action", value: "add" },
        { name: "images", file: await jpeg(20, 20), filename: "x.jpg" },
        { name: "captions", value: JSON.stringify(["x".repeat(201)]) },
      ]),
    ).toBe(GALLERY_MESSAGES.captionTooLong);
    expect(
      await bad([
        { name: "action", value: "add" },
        { name: "images", file: await jpeg(20, 20), filename: "x.jpg" },
        { name: "captions", value: JSON.stringify(["one", "two"]) },
      ]),
    ).toBe(GALLERY_MESSAGES.captionsMismatch);
    const json = await post("/gallery/update", headers, { action: "add" });
    expect(json.statusCode).toBe(400);
    expect(json.json().errorMessage).toBe("Send the files as multipart/form-data");
  });
});

describe("captions, main image and removal", () => {
  let owner: Awaited<ReturnType<typeof newVendor>>;
  let gallery: GalleryImage[];
  beforeAll(async () => {
    owner = await newVendor();
    gallery = images(
      await update(owner.headers, [
        { name: "action", value: "add" },
        { name: "images", file: await jpeg(120, 90), filename: "one.jpg" },
        { name: "images", file: await jpeg(90, 120), filename: "two.jpg" },
        { name: "images", file: await jpeg(100, 100), filename: "three.jpg" },
      ]),
    );
  });
  const logo = async () =>
    (await app.database.db.select({ logo: vendors.logo }).from(vendors).where(eq(vendors.id, owner.vendorId)))[0]!.logo;

  it("changes captions (trimmed, at most 200 characters)", async () => {
    const response = await post("/gallery/captions", owner.headers, {
      updates: [{ imageId: gallery[1]!.id, caption: "  Mehendi corner " }],
    });
    expect(response.statusCode).toBe(200);
    expect(images(response).map((image) => image.caption)).toEqual(["", "Mehendi corner", ""]);
    const long = await post("/gallery/captions", owner.headers, { updates: [{ imageId: gallery[1]!.id, caption: "x".repeat(201) }] });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorMessage).toContain(GALLERY_MESSAGES.captionTooLong);
  });

  it("keeps one main image, shown as the vendor's logo, and refreshes the storefront", async () => {
    const invalidate = vi.spyOn(app.catalogue, "invalidate");
    const first = await post("/gallery/main-image", owner.headers, { imageId: gallery[0]!.id });
    expect(first.statusCode).toBe(200);
    const second = await post("/gallery/main-image", owner.headers, { imageId: gallery[2]!.id });
    expect(images(second).map((image) => image.isMain)).toEqual([false, false, true]);
    expect(await logo()).toBe(gallery[2]!.uri);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("refuses to remove an image an offering shows, naming the offering; after the offering is deleted it goes", async () => {
    const offering = await post("/offering", owner.headers, offeringBody([gallery[0]!.id], { title: "Marigold Welcome Arch" }));
    expect(offering.statusCode, offering.body).toBe(200);
    const refused = await post("/gallery/images/remove", owner.headers, { imageIds: [gallery[1]!.id, gallery[0]!.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(GALLERY_MESSAGES.imageInUse("Marigold Welcome Arch"));
    const viaUpdate = await update(owner.headers, [
      { name: "action", value: "remove" },
      { name: "removeImageIds", value: JSON.stringify([gallery[0]!.id]) },
    ]);
    expect(viaUpdate.statusCode).toBe(409);
    expect(images(await app.inject({ method: "GET", url: "/api/vendor/gallery", headers: owner.headers }))).toHaveLength(3);

    const deleted = await app.inject({
      method: "PUT",
      url: `/api/vendor/offering/${offering.json().data.id}/status`,
      headers: owner.headers,
      payload: { status: 20 },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const removed = await post("/gallery/images/remove", owner.headers, { imageIds: [gallery[0]!.id] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(images(removed).map((image) => image.id)).toEqual([gallery[1]!.id, gallery[2]!.id]);
    expect(existsSync(fileOf(gallery[0]!.uri))).toBe(false);
  });

  it("removing the main image clears the logo", async () => {
    const invalidate = vi.spyOn(app.catalogue, "invalidate");
    const response = await post("/gallery/images/remove", owner.headers, { imageIds: [gallery[2]!.id] });
    expect(response.statusCode).toBe(200);
    expect(images(response).some((image) => image.isMain)).toBe(false);
    expect(await logo()).toBe("");
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("answers 404 for another vendor's image or an unknown id, on every call", async () => {
    const other = await newVendor();
    const foreign = gallery[1]!.id;
    const calls = [
      post("/gallery/images/remove", other.headers, { imageIds: [foreign] }),
      post("/gallery/captions", other.headers, { updates: [{ imageId: foreign, caption: "Mine now" }] }),
      post("/gallery/main-image", other.headers, { imageId: foreign }),
      update(other.headers, [
        { name: "action", value: "remove" },
        { name: "removeImageIds", value: JSON.stringify([foreign]) },
      ]),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorMessage).toBe(`Image not found in your gallery: ${foreign}`);
    }
    const unknown = await post("/gallery/main-image", owner.headers, { imageId: "img_nope" });
    expect(unknown.json().errorMessage).toBe("Image not found in your gallery: img_nope");
    expect(images(await app.inject({ method: "GET", url: "/api/vendor/gallery", headers: owner.headers }))[0]!.caption).toBe(
      "Mehendi corner",
    );
  });
});

describe("an unexpected failure answers with the call's own message", () => {
  const cases: [string, string, string][] = [
    ["GET", "/gallery", MESSAGES.galleryFetchFailed],
    ["GET", "/gallery/config", MESSAGES.galleryConfigFailed],
    ["POST", "/gallery/update", MESSAGES.galleryUpdateFailed],
    ["POST", "/gallery/images/remove", MESSAGES.galleryRemoveFailed],
    ["POST", "/gallery/captions", MESSAGES.galleryCaptionsFailed],
    ["POST", "/gallery/main-image", MESSAGES.galleryMainImageFailed],
  ];
  const bodies: Record<string, object> = {
    "/gallery/images/remove": { imageIds: ["img_x"] },
    "/gallery/captions": { updates: [{ imageId: "img_x", caption: "x" }] },
    "/gallery/main-image": { imageId: "img_x" },
  };

  it.each(cases)("%s %s → 500 '%s'", async (method, url, message) => {
    const { headers } = await newVendor();
    vi.mocked(currentVendor).mockRejectedValueOnce(new Error("the vendor lookup failed"));
    const response =
      url === "/gallery/update"
        ? await update(headers, [{ name: "action", value: "add" }])
        : await app.inject({
            method: method as "GET" | "POST",
            url: `/api/vendor${url}`,
            headers,
            ...(bodies[url] ? { payload: bodies[url] } : {}),
          });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, data: null, errorMessage: message, errorCode: "INTERNAL" });
  });

  it("a storage failure while adding leaves no rows and no files behind", async () => {
    const { headers } = await newVendor();
    // The image is stored, then storing its thumbnail fails.
    const original = app.storage.put.bind(app.storage);
    vi.spyOn(app.storage, "put").mockImplementationOnce(original).mockRejectedValueOnce(new Error("disk full"));
    const before = readdirSync(path.join(mediaDir, "gallery")).length;
    const response = await update(headers, [
      { name: "action", value: "add" },
      { name: "images", file: await jpeg(40, 40), filename: "a.jpg" },
    ]);
    expect(response.statusCode).toBe(500);
    expect(response.json().errorMessage).toBe(MESSAGES.galleryUpdateFailed);
    expect(readdirSync(path.join(mediaDir, "gallery")).length).toBe(before);
    expect(images(await app.inject({ method: "GET", url: "/api/vendor/gallery", headers }))).toEqual([]);
  });

  it("logs the cause, and lets errors the client caused pass unchanged", async () => {
    const error = vi.fn();
    const request = { log: { error } } as unknown as Parameters<typeof failingWith>[0];
    const cause = new Error("boom");
    await expect(failingWith(request, MESSAGES.kycFetchFailed, async () => Promise.reject(cause))).rejects.toMatchObject({
      statusCode: 500,
      message: MESSAGES.kycFetchFailed,
    });
    expect(error).toHaveBeenCalledWith({ err: cause }, MESSAGES.kycFetchFailed);
    const clientError = new HttpError(404, "Image not found in your gallery: x");
    await expect(failingWith(request, MESSAGES.kycFetchFailed, async () => Promise.reject(clientError))).rejects.toBe(clientError);
    // A database that is away is answered 503 by the error handler, as on every other call.
    const away = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    await expect(failingWith(request, MESSAGES.kycFetchFailed, async () => Promise.reject(away))).rejects.toBe(away);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe("the OpenAPI document", () => {
  it("describes the gallery and KYC calls", async () => {
    const response = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/vendor/gallery/update", "/api/vendor/kyc/documents/{id}/file"]));
  });
});
