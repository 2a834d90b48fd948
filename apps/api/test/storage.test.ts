import { mkdtempSync, readdirSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { signature } from "../src/platform/storage/s3-signing.ts";
import { S3Storage } from "../src/platform/storage/s3-storage.ts";
import { DiskStorage } from "../src/platform/storage/storage.ts";
import type { FileStorage } from "../src/platform/storage/file-storage.ts";
import { startFakeS3 } from "./support/fake-s3-server.ts";
import type { FakeS3 } from "./support/fake-s3-server.ts";
import { signIn } from "./accounts-helper.ts";
import { buildTestApp, expectNotFound } from "./helper.ts";
import { solidPng, uploadProfilePicture } from "./upload-helper.ts";
import { onboardVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

const KEY = "gallery/0b5c2f7e-1d2a-4c1e-9a53-2f1f7d3b6a10.webp";
const OTHER = "private/4e0a1c3b-7f2d-4b8e-8c1a-9d6e5f4a3b21.pdf";

/** What every storage adapter must do; the disk adapter and the object-storage adapter pass the same suite. */
function storageContract(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    it("returns what was stored, byte for byte", async () => {
      const storage = make();
      const body = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
      await storage.put(KEY, body, "image/webp");
      expect(await storage.get(KEY)).toEqual(body);
    });

    it("replaces a stored file", async () => {
      const storage = make();
      await storage.put(OTHER, Buffer.from("first"), "application/pdf");
      await storage.put(OTHER, Buffer.from("second"), "application/pdf");
      expect((await storage.get(OTHER))?.toString()).toBe("second");
    });

    it("answers null for a file that does not exist", async () => {
      expect(await make().get("gallery/00000000-0000-0000-0000-000000000000.webp")).toBeNull();
    });

    it("says whether a file is stored, without reading it", async () => {
      const storage = make();
      await storage.put(KEY, Buffer.from("x"), "image/webp");
      expect(await storage.exists(KEY)).toBe(true);
      await storage.delete(KEY);
      expect(await storage.exists(KEY)).toBe(false);
      expect(await storage.exists("gallery/00000000-0000-0000-0000-000000000000.webp")).toBe(false);
    });

    it("deletes a file, and deleting a missing one is not an error", async () => {
      const storage = make();
      await storage.put(KEY, Buffer.from("x"), "image/webp");
      await storage.delete(KEY);
      expect(await storage.get(KEY)).toBeNull();
      await expect(storage.delete(KEY)).resolves.toBeUndefined();
    });

    it("refuses a key it did not make, such as a path out of its folder", async () => {
      const storage = make();
      for (const key of ["../etc/passwd", "gallery/../../x.webp", "gallery/name.exe", "/abs/0b5c2f7e-1d2a-4c1e-9a53-2f1f7d3b6a10.webp"]) {
        await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
      }
    });

    it("gives a public path under /media/", () => {
      expect(make().url(KEY)).toBe(`/media/${KEY}`);
    });
  });
}

const diskDir = mkdtempSync(path.join(tmpdir(), "utsav-storage-"));
storageContract("disk", () => new DiskStorage(diskDir));

/** An error as Node's fs gives it when the disk is full. */
const diskFull = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

/** Every file under a folder, sub-folders included. */
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe("disk storage on a full disk", () => {
  it("a write that fails part way leaves no file, not even a partial one, and the old file stays whole", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "utsav-full-"));
    await (new DiskStorage(dir) as FileStorage).put(KEY, Buffer.from("the first version"), "image/webp");
    // Half the bytes reach the disk, then it is full.
    const full: FileStorage = new DiskStorage(dir, async (file, body) => {
      await writeFile(file, body.subarray(0, body.length / 2));
      throw diskFull();
    });
    await expect(full.put(KEY, Buffer.from("a second version, longer"), "image/webp")).rejects.toMatchObject({ code: "ENOSPC" });
    await expect(full.put(OTHER, Buffer.from("%PDF-1.4 a document"), "application/pdf")).rejects.toMatchObject({ code: "ENOSPC" });
    expect(filesUnder(dir).map((e) => e.name)).toEqual([path.basename(KEY)]);
    expect((await full.get(KEY))?.toString()).toBe("the first version");
  });
});

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => s3.close());

const s3Storage = (overrides: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) =>
  new S3Storage({
    ...s3.credentials,
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    prefix: "media/",
    forcePathStyle: true,
    publicPath: (key) => `/media/${key}`,
    ...overrides,
  });
storageContract("S3-compatible", () => s3Storage());

describe("S3-compatible storage, beyond the shared suite", () => {
  it("keeps objects under its prefix, with their content type", async () => {
    await s3Storage({ prefix: "private/" }).put(KEY, Buffer.from("%PDF-1.4"), "application/pdf");
    expect(s3.objects.get(`private/${KEY}`)?.contentType).toBe("application/pdf");
  });

  it("is refused by the server when the secret is wrong", async () => {
    await expect(s3Storage({ secretAccessKey: "wrong" }).put(KEY, Buffer.from("x"), "image/webp")).rejects.toThrow(/403/);
  });

  it("throws, rather than answering 'missing', while the service is unavailable", async () => {
    const storage = s3Storage();
    await storage.put(KEY, Buffer.from("x"), "image/webp");
    s3.down = true;
    try {
      await expect(storage.get(KEY)).rejects.toThrow(/503/);
      await expect(storage.put(KEY, Buffer.from("y"), "image/webp")).rejects.toThrow(/503/);
    } finally {
      s3.down = false;
    }
    expect((await storage.get(KEY))?.toString()).toBe("x");
  });
});

describe("Signature Version 4", () => {
  it("matches the signature of AWS's documented GET Object example", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (example: GET Object)
    const result = signature(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: {
          host: "examplebucket.s3.amazonaws.com",
          range: "bytes=0-9",
          "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
          "x-amz-date": "20130524T000000Z",
        },
        payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      },
      { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", region: "us-east-1" },
      "20130524T000000Z",
    );
    expect(result.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
  });
});

describe("the app on S3-compatible storage", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: "test" }).storage;
    const s3Config = {
      endpoint: s3.endpoint,
      region: s3.credentials.region,
      bucket: s3.bucket,
      accessKeyId: s3.credentials.accessKeyId,
      secretAccessKey: s3.credentials.secretAccessKey,
      forcePathStyle: true,
    };
    app = await buildTestApp({ storage: { ...base, driver: "s3", s3: s3Config } });
  });
  afterAll(async () => app.close());

  it("stores a profile picture in the bucket and serves it at /media/ with the upload headers", async () => {
    const { cookie } = await signIn(app);
    const uploaded = await uploadProfilePicture(app, cookie, await solidPng(64, "#2a9d8f"));
    expect(uploaded.statusCode).toBe(200);
    const url: string = uploaded.json().data.profileImage;
    expect(s3.objects.has(url.replace(/^\/media\//, "media/"))).toBe(true);

    const served = await app.inject({ method: "GET", url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBe("inline");
    expect(served.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
  });

  it("answers 404 in the envelope for a missing or malformed media path", async () => {
    await expectNotFound(app, [
      "/media/profile/00000000-0000-0000-0000-000000000000.webp",
      "/media/..%2f..%2fetc/passwd",
      "/media/profile/x.js",
    ]);
  });

  it("keeps identity documents encrypted under the private prefix, never under media/", async () => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    const pdf = Buffer.from(`%PDF-1.4\n% PAN card\n${"0123456789".repeat(40)}\n%%EOF\n`);
    const form = new FormData();
    form.append("action", "add");
    form.append("documentsInfo", JSON.stringify([{ type: "pan", documentNumber: "ABCDE1234F" }]));
    form.append("documents", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "pan.pdf");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/kyc/update",
      headers: { ...vendorHeaders(cookie), "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(response.statusCode, response.body).toBe(200);
    const keys = [...s3.objects.keys()].filter((k) => k.startsWith("private/kyc/"));
    expect(keys).toHaveLength(1);
    expect(s3.objects.get(keys[0]!)!.body.includes(Buffer.from("PAN card"))).toBe(false);

    const { documents } = response.json().data as { documents: { downloadUrl: string }[] };
    const download = await app.inject({ method: "GET", url: documents[0]!.downloadUrl, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("answers a clear error, not a crash, while the storage service is unavailable", async () => {
    const { cookie } = await signInVendor(app);
    await onboardVendor(app, cookie);
    s3.down = true;
    try {
      const response = await app.inject({ method: "GET", url: "/media/profile/00000000-0000-0000-0000-000000000000.webp" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: MESSAGES.serviceUnavailable });
    } finally {
      s3.down = false;
    }
  });
});

describe("uploads when the disk fills up", () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), "utsav-full-media-"));
  let app: FastifyInstance;
  beforeAll(async () => {
    const base = loadConfig({ NODE_ENV: "test" }).storage;
    app = await buildTestApp({ storage: { ...base, dir: mediaDir, privateDir: mkdtempSync(path.join(tmpdir(), "utsav-full-private-")) } });
  });
  afterAll(async () => app.close());

  it("a profile upload whose second picture finds the disk full keeps no file and answers 503 in the envelope", async () => {
    const { cookie } = await signIn(app);
    const picture = await solidPng(32, "#e76f51");
    const original = app.storage.put.bind(app.storage);
    vi.spyOn(app.storage, "put").mockImplementationOnce(original).mockRejectedValueOnce(diskFull());
    const uploaded = await uploadProfilePicture(app, cookie, picture, ["a.png", "b.png"]);
    expect(uploaded.statusCode).toBe(503);
    expect(uploaded.json()).toMatchObject({
      success: false,
      data: null,
      errorMessage: MESSAGES.serviceUnavailable,
      errorCode: "STORAGE_FULL",
    });
    expect(filesUnder(mediaDir)).toEqual([]);
  });

  it("readiness answers 503 while the database answers reads but refuses writes, and 200 again after", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
    // As on a full disk: a read still answers, every change fails.
    await app.database.db.execute(sql`set default_transaction_read_only = on`);
    try {
      const ready = await app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, errorMessage: MESSAGES.serviceUnavailable });
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await app.database.db.execute(sql`set default_transaction_read_only = off`);
    }
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});
