import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { errorEnvelopeSchema } from "@utsav/domain";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/platform/config.ts";
import { NON_PAGE_POLICY, pagePolicy } from "../src/platform/security-headers.ts";
import { DEV_SMS_LOG_MESSAGE } from "../src/platform/sms/console-provider.ts";
import { freshClient, generate, ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp, productionOverrides } from "./helper.ts";
import { codeSentTo, FakeGateway } from "./support/fake-sms-gateway.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const EVERY_RESPONSE = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
};

describe("security headers", () => {
  it("are on an API answer, with a policy that loads nothing, and on a 404", async () => {
    for (const url of ["/api/health", "/api/nothing-here", "/nothing-here"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.headers, url).toMatchObject({ ...EVERY_RESPONSE, "content-security-policy": NON_PAGE_POLICY });
      // HSTS only where the site is served over HTTPS, in production.
      expect(response.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("add HSTS in production", async () => {
    // No SMS is sent here: the gateway's address only has to be configured.
    const production = await buildTestApp(productionOverrides("http://127.0.0.1:9/api/v5/flow/"));
    try {
      const response = await production.inject({ method: "GET", url: "/api/health" });
      expect(response.headers).toMatchObject({ ...EVERY_RESPONSE, "strict-transport-security": "max-age=31536000; includeSubDomains" });
    } finally {
      await production.close();
    }
  });

  it("give pages a policy whose only inline scripts are the request's nonce", () => {
    const development = pagePolicy("abc123==", { production: false, devServer: false });
    expect(development).toContain("script-src 'self' 'nonce-abc123=='");
    expect(development).not.toMatch(/script-src[^;]*unsafe/);
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "connect-src 'self'",
    ]) {
      expect(development).toContain(directive);
    }
    expect(development).not.toContain("upgrade-insecure-requests");
    expect(pagePolicy("n", { production: true, devServer: false })).toContain("upgrade-insecure-requests");
    // Only the Vite dev server's hot-reload socket widens connect-src.
    expect(pagePolicy("n", { production: false, devServer: true })).toContain("connect-src 'self' ws: wss:");
  });

  it("serve uploaded files with nosniff and a policy that runs nothing; only images inline, documents as attachments", async () => {
    const image = `security-test/${randomUUID()}.webp`;
    const document = `security-test/${randomUUID()}.pdf`;
    await app.storage.put(image, Buffer.from("RIFF....WEBP"), "image/webp");
    await app.storage.put(document, Buffer.from("%PDF-1.4\n"), "application/pdf");
    try {
      const served = await app.inject({ method: "GET", url: `/media/${image}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
      expect(served.headers["content-disposition"]).toBe("inline");
      const pdf = await app.inject({ method: "GET", url: `/media/${document}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
      expect(pdf.headers["content-disposition"]).toMatch(/^attachment/);
    } finally {
      await app.storage.delete(image);
      await app.storage.delete(document);
    }
  });

  it("keep personal answers out of every cache", async () => {
    const { cookie } = await signIn(app);
    const answers = [
      await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } }),
      await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie } }),
      await app.inject({ method: "GET", url: "/api/consumer" }),
      await app.inject({ method: "POST", url: "/api/upload", headers: { cookie, origin: ORIGIN } }),
      await app.inject({ method: "POST", url: "/api/public/booking", payload: { offeringId: "nothing", bookingData: {} } }),
    ];
    const { phone, ip } = freshClient();
    answers.push(await generate(app, phone, ip));
    for (const answer of answers) expect(answer.headers["cache-control"], answer.body).toBe("no-store");
  });
});

describe("request ids", () => {
  it("are kept when a client or proxy sends a plain one, and made otherwise; every answer names its id", async () => {
    const kept = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "edge-4f1c.77" } });
    expect(kept.headers["x-request-id"]).toBe("edge-4f1c.77");
    for (const unsafe of ["<script>", "a".repeat(65), "id with spaces"]) {
      const replaced = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": unsafe } });
      expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await app.inject({ method: "GET", url: "/api/health" });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("request limits", () => {
  it("answer a JSON body over 1 MB with 413, and a body of another type with 415, in the envelope", async () => {
    const huge = JSON.stringify({ email: "a@example.in", padding: "x".repeat(1_100_000) });
    const tooLarge = await app.inject({
      method: "POST",
      url: "/api/public/waitlist/join-user",
      headers: { "content-type": "application/json" },
      payload: huge,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(tooLarge.json())).toMatchObject({
      success: false,
      data: null,
      errorCode: "FST_ERR_CTP_BODY_TOO_LARGE",
    });

    const wrongType = await app.inject({
      method: "POST",
      url: "/api/public/waitlist/join-user",
      headers: { "content-type": "application/xml" },
      payload: "<email>a@example.in</email>",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(wrongType.json())).toMatchObject({
      success: false,
      data: null,
      errorCode: "FST_ERR_CTP_INVALID_MEDIA_TYPE",
    });
  });

  it("read a multipart form only on the routes that take files, and never inflate a compressed body", async () => {
    const boundary = "----utsav";
    const form = await app.inject({
      method: "POST",
      url: "/api/public/waitlist/join-user",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.in\r\n--${boundary}--\r\n`,
    });
    expect(form.statusCode).toBe(415);
    expect(errorEnvelopeSchema.parse(form.json())).toMatchObject({ success: false, errorCode: "FST_ERR_CTP_INVALID_MEDIA_TYPE" });

    // 1 MB of JSON in 1 KB of gzip: read as the bytes sent, which are not JSON, so nothing of it is inflated.
    const bomb = gzipSync(JSON.stringify({ email: "a@example.in", padding: " ".repeat(1_000_000) }));
    const compressed = await app.inject({
      method: "POST",
      url: "/api/public/waitlist/join-user",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: bomb,
    });
    expect(compressed.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(compressed.json())).toMatchObject({ success: false, data: null });
  });
});

describe("the request log", () => {
  /** An app whose log lines are kept here, to read what one request writes. */
  async function appWithLog(overrides: Parameters<typeof loadConfig>[1] = {}) {
    const lines: Record<string, unknown>[] = [];
    const config = loadConfig(
      { NODE_ENV: "test" },
      {
        database: { kind: "pglite", dir: null },
        publicDir: mkdtempSync(path.join(tmpdir(), "utsav-public-")),
        logLevel: "info",
        ...overrides,
      },
    );
    const instance = await buildApp(config, {
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await instance.ready();
    return { instance, lines };
  }

  it("writes one JSON line per request: its id, the route rather than the URL, the status, the time and the user", async () => {
    const { instance, lines } = await appWithLog();
    try {
      lines.length = 0;
      await instance.inject({
        method: "GET",
        url: "/api/offerings/no-such-offering?phone=9876543210",
        headers: { "x-request-id": "trace-1" },
      });
      const forRequest = lines.filter((line) => line.reqId === "trace-1");
      expect(forRequest).toHaveLength(1);
      expect(forRequest[0]).toMatchObject({
        level: 30,
        msg: "request completed",
        method: "GET",
        url: "/api/offerings/:slug",
        statusCode: 404,
      });
      expect(forRequest[0]!.responseTime).toEqual(expect.any(Number));
      expect(JSON.stringify(lines)).not.toContain("9876543210");

      const { cookie, userId } = await signIn(instance);
      await instance.inject({ method: "GET", url: "/api/consumer", headers: { cookie, "x-request-id": "trace-2" } });
      expect(lines.filter((line) => line.reqId === "trace-2")).toEqual([
        expect.objectContaining({ url: "/api/consumer", statusCode: 200, userId }),
      ]);
      // The console provider's development line is the one place a code shows, by design.
      expect(lines.filter((line) => line.msg === DEV_SMS_LOG_MESSAGE)).toHaveLength(1);
    } finally {
      await instance.close();
    }
  });

  it("redacts credentials and personal fields should anyone log a request or a body", async () => {
    const { instance, lines } = await appWithLog();
    try {
      // (Fastify's request serializer already leaves headers out of a logged `req`.)
      const headers = { cookie: "utsav_session=abc", authorization: "Bearer abc", "set-cookie": "utsav_session=abc" };
      instance.log.info({ headers, body: { phoneNumber: "9876543210", otp: "123456", documentNumber: "ABCDE1234F" } }, "probe");
      const probe = lines.find((line) => line.msg === "probe");
      expect(probe).toMatchObject({
        headers: { cookie: "[Redacted]", authorization: "[Redacted]", "set-cookie": "[Redacted]" },
        body: { phoneNumber: "[Redacted]", otp: "[Redacted]", documentNumber: "[Redacted]" },
      });
    } finally {
      await instance.close();
    }
  });

  it("leaves a failed query's parameters out of the error it logs", async () => {
    const { instance, lines } = await appWithLog();
    try {
      const cause = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
      instance.log.error(
        { err: new DrizzleQueryError('insert into "waitlist_vendors" ("phone") values ($1)', ["+919845012345"], cause) },
        "request failed",
      );
      const logged = lines.find((line) => line.msg === "request failed");
      expect(logged?.err).toMatchObject({
        type: "DrizzleQueryError",
        query: 'insert into "waitlist_vendors" ("phone") values ($1)',
        cause: { code: "23505" },
      });
      expect(JSON.stringify(logged)).toContain("params: [Redacted]");
      expect(JSON.stringify(logged)).not.toContain("9845012345");
    } finally {
      await instance.close();
    }
  });

  it("never prints a code or a number in production, and production never gets the console SMS provider", async () => {
    const gateway = new FakeGateway();
    const { instance, lines } = await appWithLog(productionOverrides(await gateway.start()));
    try {
      const { phone, ip } = freshClient();
      expect((await generate(instance, phone, ip)).statusCode).toBe(200);
      expect(gateway.requests).toHaveLength(1);
      expect(lines.some((line) => line.msg === DEV_SMS_LOG_MESSAGE)).toBe(false);
      expect(JSON.stringify(lines)).not.toContain(phone);
      expect(JSON.stringify(lines)).not.toContain(codeSentTo(gateway, `+91${phone}`));
    } finally {
      await instance.close();
      await gateway.stop();
    }
    // Built around the configuration check (config.ts), the app still refuses a provider that delivers nothing.
    await expect(appWithLog({ env: "production", appEnv: "production", isProduction: true })).rejects.toThrow(/SMS_PROVIDER=msg91/);
  });
});
