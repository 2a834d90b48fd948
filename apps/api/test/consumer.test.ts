import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { FastifyInstance } from "fastify";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const put = (cookie: string, payload: unknown) =>
  app.inject({ method: "PUT", url: "/api/consumer/", payload: payload as object, headers: { cookie, origin: ORIGIN } });
const me = async (cookie: string) => (await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie } })).json().data.user;

function multipart(parts: { name: string; filename?: string; contentType?: string; body: Buffer | string }[]) {
  const boundary = "----utsavtest";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ""}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(part.body) ? part.body : Buffer.from(part.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  cookie: string,
  file: { filename: string; contentType: string; body: Buffer | string },
  fileType = "consumer_profile_image",
) => {
  const { payload, headers } = multipart([
    { name: "fileType", body: fileType },
    { name: "files", ...file },
  ]);
  return app.inject({ method: "POST", url: "/api/upload", payload, headers: { ...headers, cookie, origin: ORIGIN } });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ff006e" } })
    .png()
    .toBuffer();
const storedFiles = () => {
  try {
    return readdirSync(`${app.config.storage.dir}/profile`).length;
  } catch {
    return 0;
  }
};

describe("GET and PUT /api/consumer", () => {
  it("is closed to guests (401) and vendors (403)", async () => {
    expect((await app.inject({ method: "GET", url: "/api/consumer" })).statusCode).toBe(401);
    const vendor = await signIn(app, "vendor");
    const response = await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie: vendor.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
  });

  it("returns the signed-in consumer's own profile, not cached", async () => {
    const { cookie, phone } = await signIn(app);
    const response = await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie } });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().data.user).toEqual({ fullName: null, email: null, mobile: phone, profileImage: null, companyName: null });
  });

  it("onboards, then saves the profile; unticking corporate clears the company", async () => {
    const { cookie } = await signIn(app);
    expect((await put(cookie, { fullName: "  Asha Rao ", companyName: " Acme Labs " })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ fullName: "Asha Rao", companyName: "Acme Labs" });
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.json().data.isNewUser).toBe(false);
    expect((await put(cookie, { fullName: "Asha R", email: "Asha@Example.in", companyName: null })).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ fullName: "Asha R", email: "asha@example.in", companyName: null });
    expect((await put(cookie, { fullName: "Asha R", email: "" })).statusCode).toBe(200);
    expect((await me(cookie)).email).toBeNull();
  });

  it("keeps each consumer's data to themselves", async () => {
    const a = await signIn(app);
    const b = await signIn(app);
    await put(a.cookie, { fullName: "Person A" });
    await put(b.cookie, { fullName: "Person B" });
    expect((await me(a.cookie)).fullName).toBe("Person A");
    expect((await me(b.cookie)).fullName).toBe("Person B");
  });

  it.each([
    [{ fullName: "" }, "Please enter your name"],
    [{ fullName: "   " }, "Please enter your name"],
    [{}, "Please enter your name"],
    [{ fullName: "A", email: "not-an-email" }, "Please enter a valid email address"],
    [{ fullName: "x".repeat(81) }, "Name must be at most 80 characters"],
    [{ fullName: "A", email: `${"x".repeat(250)}@a.in` }, "Please enter a valid email address"],
    [{ fullName: "A", profileImage: "https://evil.example/x.png" }, "Profile image must be an uploaded picture"],
    [{ fullName: "A", mobile: "+919999999999" }, "Unknown field: mobile"],
  ])("rejects %j with a clear message and changes nothing", async (body, message) => {
    const { cookie } = await signIn(app);
    await put(cookie, { fullName: "Before" });
    const response = await put(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain(message);
    expect((await me(cookie)).fullName).toBe("Before");
  });
});

describe("POST /api/upload", () => {
  it("re-encodes a profile picture to WebP without metadata, under a server-made name", async () => {
    const { cookie } = await signIn(app);
    const original = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#123456" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret-owner" } } })
      .toBuffer();
    const response = await upload(cookie, { filename: "../../etc/passwd.jpg", contentType: "image/jpeg", body: original });
    expect(response.statusCode, response.body).toBe(200);
    const { profileImage } = response.json().data;
    expect(profileImage).toMatch(/^\/media\/profile\/[a-f0-9-]{36}\.webp$/);
    const served = await app.inject({ method: "GET", url: profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes("secret-owner")).toBe(false);
    expect((await put(cookie, { fullName: "Pic", profileImage })).statusCode).toBe(200);
    expect((await me(cookie)).profileImage).toBe(profileImage);
  });

  it("refuses files over 2 MB with the spec's message", async () => {
    const { cookie } = await signIn(app);
    const before = storedFiles();
    const response = await upload(cookie, { filename: "big.jpg", contentType: "image/jpeg", body: Buffer.alloc(2_097_153, 1) });
    expect(response.statusCode).toBe(413);
    expect(response.json().errorMessage).toBe("File(s) too large: big.jpg. Maximum size allowed is 2.0MB.");
    expect(storedFiles()).toBe(before);
  });

  it("judges files by content: an HTML page named .jpg and a PDF are refused", async () => {
    const { cookie } = await signIn(app);
    const before = storedFiles();
    const html = await upload(cookie, { filename: "photo.jpg", contentType: "image/jpeg", body: "<html><script>alert(1)</script></html>" });
    expect(html.statusCode).toBe(400);
    expect(html.json().errorMessage).toBe("Only images can be uploaded here");
    const pdf = await upload(cookie, { filename: "doc.png", contentType: "image/png", body: "%PDF-1.7\n%âãÏÓ\n1 0 obj\n" });
    expect(pdf.statusCode).toBe(400);
    expect(storedFiles()).toBe(before);
  });

  it("refuses a decompression bomb (a PNG claiming 50,000 × 50,000 pixels)", async () => {
    const { cookie } = await signIn(app);
    const small = await png(10, 10);
    // Rewrite the IHDR width and height (bytes 16-23) and its CRC: a header that promises 2.5 gigapixels.
    const bomb = Buffer.from(small);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const { crc32 } = await import("node:zlib");
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    const response = await upload(cookie, { filename: "bomb.png", contentType: "image/png", body: bomb });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it("needs a signed-in consumer, a known fileType and a file", async () => {
    const body = await png(20, 20);
    const { payload, headers } = multipart([
      { name: "fileType", body: "consumer_profile_image" },
      { name: "files", filename: "a.png", contentType: "image/png", body },
    ]);
    expect((await app.inject({ method: "POST", url: "/api/upload", payload, headers })).statusCode).toBe(401);
    const { cookie } = await signIn(app);
    expect((await upload(cookie, { filename: "a.png", contentType: "image/png", body }, "vendor_kyc")).statusCode).toBe(400);
    const noFile = multipart([{ name: "fileType", body: "consumer_profile_image" }]);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/upload",
          payload: noFile.payload,
          headers: { ...noFile.headers, cookie, origin: ORIGIN },
        })
      ).statusCode,
    ).toBe(400);
    const json = await app.inject({ method: "POST", url: "/api/upload", payload: { a: 1 }, headers: { cookie, origin: ORIGIN } });
    expect(json.statusCode).toBe(400);
  });
});
