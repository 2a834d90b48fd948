import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GALLERY_MESSAGES, GALLERY_PIXEL_BUDGET, MESSAGES } from "@utsav/domain";
import { rateLimits, vendorGalleryImages } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { encodeWebp } from "../src/platform/storage/uploads.ts";
import type * as Uploads from "../src/platform/storage/uploads.ts";
import { RATE_LIMITS } from "../src/platform/rate-limiter.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { approveDirectly, approvedVendorWithOffering, signInOperator } from "./operator-helper.ts";
import { offeringBody, onboardVendor, readyVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

// Limits on the vendor area and the operations console (docs/decisions/0032): every write counts per account and per
// client address, and past a limit answers 429 with Retry-After in the envelope; the gallery decodes at most so many
// pixels per upload and per vendor an hour, judged before decoding; and a write shoppers cannot see clears no cache.

// Whether an image was decoded: the gallery decodes through encodeWebp only.
vi.mock("../src/platform/storage/uploads.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof Uploads>();
  return { ...actual, encodeWebp: vi.fn(actual.encodeWebp) };
});

let app: FastifyInstance;
beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-limits-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-limits-private-")),
  };
  app = await buildTestApp({ storage });
});
afterAll(async () => {
  await app.close();
});

let ips = 0;
/** A client address no other test uses. */
const freshIp = () => `10.88.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;

function expectLimited(response: LightMyRequestResponse, windowSeconds = 3600) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers["retry-after"]).toBe(String(windowSeconds));
  expect(response.json()).toEqual({
    success: false,
    data: null,
    errorMessage: MESSAGES.rateLimited,
    errorCode: "RATE_LIMITED",
    retryAfterSeconds: windowSeconds,
  });
}

/** A write refused by its body's validation once counted: the cheapest request that still meets the limit. */
const sectionSave = (headers: Record<string, string>, ip: string) =>
  app.inject({ method: "POST", url: "/api/vendor/profile/section/business/save", headers, payload: {}, remoteAddress: ip });
const operatorPause = (headers: Record<string, string>, ip: string) =>
  app.inject({ method: "POST", url: "/api/operator/vendors/v-unknown/pause", headers, payload: {}, remoteAddress: ip });

/** Sends `count` requests that must pass the limit (answered 400 by validation). */
async function pass(count: number, call: () => Promise<LightMyRequestResponse>) {
  for (let i = 0; i < count; i++) {
    const response = await call();
    expect(response.statusCode, `request ${i + 1} of ${count}: ${response.body}`).toBe(400);
  }
}

describe("writes of the vendor area and the operations console", () => {
  it("every one declares the 429 it may answer; reads are not limited", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const writes: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      if (!/^\/api\/(vendor|operator)\//.test(url)) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const limited = "429" in operation.responses;
        expect(limited, `${method.toUpperCase()} ${url}`).toBe(method !== "get" && method !== "head");
        if (limited) writes.push(`${method.toUpperCase()} ${url}`);
      }
    }
    expect(writes).toEqual(
      expect.arrayContaining([
        "POST /api/vendor/profile/section/business/save",
        "POST /api/vendor/gallery/update",
        "PUT /api/vendor/offering/{id}/status",
        "POST /api/vendor/bookings/{id}/status",
        "POST /api/operator/vendors/{id}/decision",
        "POST /api/operator/vendors/{id}/identity-change/approve",
        "POST /api/operator/vendors/{id}/identity-change/reject",
      ]),
    );
  });

  it(`take ${RATE_LIMITS.vendorWrite.user.max} writes an hour from one vendor, from any address; the next is refused before its body is read`, async () => {
    const vendor = await signInVendor(app);
    await onboardVendor(app, vendor.cookie);
    const headers = vendorHeaders(vendor.cookie);
    // Onboarding was the first of them.
    await pass(RATE_LIMITS.vendorWrite.user.max - 1, () => sectionSave(headers, freshIp()));
    expectLimited(await sectionSave(headers, freshIp()));
    // Reads go on, and another vendor is not affected.
    expect((await app.inject({ method: "GET", url: "/api/vendor/profile", headers })).statusCode).toBe(200);
    const other = await signInVendor(app);
    await onboardVendor(app, other.cookie);
    expect((await sectionSave(vendorHeaders(other.cookie), freshIp())).statusCode).toBe(400);
  });

  it(`take ${RATE_LIMITS.operatorWrite.client.max} writes an hour from one address, whichever operators send them`, async () => {
    const ip = freshIp();
    const perOperator = RATE_LIMITS.operatorWrite.user.max;
    const operators = RATE_LIMITS.operatorWrite.client.max / perOperator;
    for (let i = 0; i < operators; i++) {
      const { headers } = await signInOperator(app, `Limit Ops ${i}`);
      await pass(perOperator, () => operatorPause(headers, ip));
    }
    const fresh = await signInOperator(app, "Fresh Ops");
    expectLimited(await operatorPause(fresh.headers, ip));
    expect((await operatorPause(fresh.headers, freshIp())).statusCode).toBe(400);
  });

  it("count no one another area refuses: a guest or a shopper is answered 401 or 403 without a counter", async () => {
    const consumer = await signIn(app, "consumer");
    const headers = { cookie: consumer.cookie, origin: ORIGIN };
    for (let i = 0; i < 3; i++) {
      expect((await sectionSave(headers, freshIp())).statusCode).toBe(403);
      expect((await sectionSave({ origin: ORIGIN }, freshIp())).statusCode).toBe(401);
      expect((await operatorPause(headers, freshIp())).statusCode).toBe(403);
    }
    const counters = await app.database.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `%:user:${consumer.userId}`));
    expect(counters).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL, under real parallel requests", () => {
  it(`passes exactly ${RATE_LIMITS.vendorWrite.user.max} writes of a vendor, and refuses the rest with Retry-After`, async () => {
    const vendor = await signInVendor(app);
    await onboardVendor(app, vendor.cookie);
    const token = vendor.cookie.split("=")[1]!;
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // Onboarding was the first of the vendor's writes.
    const max = RATE_LIMITS.vendorWrite.user.max - 1;
    const answers = await Promise.all(
      Array.from({ length: max + 60 }, async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/vendor/profile/section/business/save`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": "10.89.0.1" },
          body: "{}",
        });
        return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() };
      }),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status !== 429).map((answer) => answer.status)).toEqual(Array<number>(max).fill(400));
    expect(refused).toHaveLength(60);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe("3600");
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: "RATE_LIMITED", retryAfterSeconds: 3600 });
    }
  });
});

/** A multipart gallery upload of these images, as the vendor's screen sends it. */
async function uploadImages(headers: Record<string, string>, images: Buffer[]) {
  const form = new FormData();
  form.append("action", "add");
  for (const [i, image] of images.entries())
    form.append("images", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), `photo${i}.jpg`);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/vendor/gallery/update",
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
/** A photo of one colour: small to send, all its pixels to decode. */
const solidJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#e9c46a" } })
    .jpeg({ quality: 60 })
    .toBuffer();

describe("the gallery's budget of decoded pixels", () => {
  it(`refuses an upload over ${GALLERY_PIXEL_BUDGET.perUploadMegapixels} megapixels (413) from the images' headers, decoding none`, async () => {
    const vendor = await readyVendor(app, 0);
    // What was reported: 30 photos of 40 megapixels in one request, each under 2 MB and within the 40-megapixel limit.
    const big = await sharp({ create: { width: 6000, height: 6600, channels: 3, background: "#e9c46a" } })
      .png()
      .toBuffer();
    expect(big.length).toBeLessThan(2_097_152);
    vi.mocked(encodeWebp).mockClear();
    const started = performance.now();
    const response = await uploadImages(vendor.headers, Array<Buffer>(30).fill(big));
    const elapsed = performance.now() - started;
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: "IMAGES_TOO_LARGE", errorMessage: GALLERY_MESSAGES.tooManyPixels(1188) });
    expect(encodeWebp).not.toHaveBeenCalled();
    // Decoding them took 15 s of a core; reading their headers takes milliseconds (the rest is the upload itself).
    expect(elapsed).toBeLessThan(2000);
    expect(await app.database.db.select().from(vendorGalleryImages).where(eq(vendorGalleryImages.vendorId, vendor.vendorId))).toEqual([]);
    // Within the budget, the same images are decoded.
    const one = await uploadImages(vendor.headers, [big]);
    expect(one.statusCode, one.body).toBe(200);
    expect(encodeWebp).toHaveBeenCalledTimes(2);
  });

  it(`refuses a vendor past ${GALLERY_PIXEL_BUDGET.perHourMegapixels} megapixels an hour (429 with Retry-After), spending nothing on a refusal`, async () => {
    const vendor = await readyVendor(app, 0);
    const key = `pixels:gallery:${vendor.vendorId}`;
    const spent = () => app.counters.hit(key, 3600, 0);
    await app.counters.hit(key, 3600, GALLERY_PIXEL_BUDGET.perHourMegapixels - 5);
    const refused = await uploadImages(vendor.headers, [await solidJpeg(3000, 2000)]);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers["retry-after"]).toBe("3600");
    expect(refused.json()).toEqual({
      success: false,
      data: null,
      errorMessage: GALLERY_MESSAGES.pixelBudgetSpent,
      errorCode: "PIXEL_BUDGET_SPENT",
      retryAfterSeconds: 3600,
    });
    expect(await spent()).toBe(GALLERY_PIXEL_BUDGET.perHourMegapixels - 5);
    // What is left of the budget still takes a smaller photo.
    const small = await uploadImages(vendor.headers, [await solidJpeg(2000, 1500)]);
    expect(small.statusCode, small.body).toBe(200);
    expect(await spent()).toBe(GALLERY_PIXEL_BUDGET.perHourMegapixels - 2);
  });

  it("counts the pixels of the vendor that sends them, not anyone else's", async () => {
    const vendor = await readyVendor(app, 0);
    const other = await readyVendor(app, 0);
    await app.counters.hit(`pixels:gallery:${other.vendorId}`, 3600, GALLERY_PIXEL_BUDGET.perHourMegapixels);
    expect((await uploadImages(vendor.headers, [await solidJpeg(400, 300)])).statusCode).toBe(200);
    const keys = await app.database.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `pixels:gallery:${vendor.vendorId}`));
    expect(keys).toEqual([{ key: `pixels:gallery:${vendor.vendorId}`, count: 1 }]);
  });
});

describe("caches a vendor's writes clear", () => {
  /** The catalogue's changes so far: what empties every process's caches, here or (notified) in another process. */
  let catalogueChanges = 0;
  beforeAll(() => {
    app.catalogue.onChange(() => catalogueChanges++);
  });
  async function changesDuring(work: () => Promise<unknown>): Promise<number> {
    const before = catalogueChanges;
    await work();
    return catalogueChanges - before;
  }
  const save = (headers: Record<string, string>, section: string, payload: object) =>
    app.inject({ method: "POST", url: `/api/vendor/profile/section/${section}/save`, headers, payload });
  const business = (name: string) => ({
    businessName: name,
    titleTag: "Curated by",
    bio: "Fresh flower decor across Bengaluru.",
    categories: ["decor"],
  });
  const service = { area: "Jayanagar", serviceAreas: ["Jayanagar"], serviceRadiusKm: 10, leadTimeDays: 2 };

  it("none for a vendor not on the storefront: sections, offerings and the logo of an unapproved vendor", async () => {
    const vendor = await readyVendor(app, 1);
    const changes = await changesDuring(async () => {
      for (let i = 0; i < 5; i++) {
        expect((await save(vendor.headers, "business", business(`${vendor.businessName} ${i}`))).statusCode).toBe(200);
        expect((await save(vendor.headers, "service", { ...service, leadTimeDays: i + 1 })).statusCode).toBe(200);
      }
      expect(
        (await app.inject({ method: "POST", url: "/api/vendor/offering", headers: vendor.headers, payload: offeringBody(vendor.imageIds) }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await app.inject({
            method: "POST",
            url: "/api/vendor/gallery/main-image",
            headers: vendor.headers,
            payload: { imageId: vendor.imageIds[0] },
          })
        ).statusCode,
      ).toBe(200);
    });
    expect(changes).toBe(0);
  });

  it("none for an approved vendor with nothing on sale, nor for a save that changes nothing shoppers see", async () => {
    const empty = await readyVendor(app, 1);
    await approveDirectly(app, empty.vendorId);
    expect(await changesDuring(() => save(empty.headers, "business", business(`${empty.businessName} Renamed`)))).toBe(0);

    const { vendor } = await approvedVendorWithOffering(app);
    expect(await changesDuring(() => save(vendor.headers, "service", service))).toBe(1);
    expect(await changesDuring(() => save(vendor.headers, "service", service))).toBe(0);
    // Contact details shoppers never see (the e-mail) change nothing on the storefront.
    const contact = { contactName: "Asha Rao", phoneNumber: "9845012345", email: "asha@example.com", whatsappNumber: "" };
    expect(await changesDuring(() => save(vendor.headers, "contact", contact))).toBe(1);
    expect(await changesDuring(() => save(vendor.headers, "contact", { ...contact, email: "orders@example.com" }))).toBe(0);
    expect(await changesDuring(() => save(vendor.headers, "contact", { ...contact, phoneNumber: "9845012346" }))).toBe(1);
  });
});
