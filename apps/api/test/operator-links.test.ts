import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { REVIEW_MESSAGES } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { LINK_TTL_SECONDS } from "../src/modules/operations/operator-links.ts";
import { signInOperator, submittedVendor } from "./operator-helper.ts";
import { buildTestApp } from "./helper.ts";

// No GET changes anything (docs/decisions/0020, amended 2026-11-28; OWASP ASVS 5.0 V3.5.1, V3.5.3): a KYC document
// and every CSV export open through a link that a POST makes, behind the cross-site check, writing the audit row. The
// GET serves the file only to the operator the link was made for, for that file and filters, within the minute, never
// when another site sent the browser, and writes nothing.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let vendor: Awaited<ReturnType<typeof submittedVendor>>;

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-links-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-links-private-")),
  };
  app = await buildTestApp({ storage });
  operator = await signInOperator(app);
  vendor = await submittedVendor(app);
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

/** Each file of personal data: the POST that makes its link (and its body), and the GET it serves the file at. */
const files = () => {
  const pan = vendor.documents.find((d) => d.type === "pan")!;
  const document = `/api/operator/vendors/${vendor.vendorId}/kyc/documents/${pan.id}`;
  return [
    { name: "a KYC document", link: `${document}/link`, body: undefined, file: `${document}/file` },
    {
      name: "the bookings",
      link: "/api/operator/bookings/export-link",
      body: { status: "received" },
      file: "/api/operator/bookings/export?status=received",
    },
    { name: "the leads", link: "/api/operator/leads/export-link", body: {}, file: "/api/operator/leads/export" },
    {
      name: "a waitlist",
      link: "/api/operator/waitlists/vendors/export-link",
      body: undefined,
      file: "/api/operator/waitlists/vendors/export",
    },
  ];
};

async function auditRows(): Promise<number> {
  const { rows } = await app.database.db.execute(sql`select count(*)::int as n from audit_log`);
  return (rows[0] as { n: number }).n;
}

const mint = async (link: string, body: object | undefined, headers: Record<string, string> = operator.headers) => {
  const response = await app.inject({ method: "POST", url: link, headers, ...(body ? { payload: body } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { url: string; expiresAt: string };
};

const open = (url: string, headers: Record<string, string> = { ...operator.headers, ...SAME_ORIGIN }) =>
  app.inject({ method: "GET", url, headers });

function expectRefused(response: Awaited<ReturnType<typeof open>>, message: string, errorCode: string) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({ success: false, data: null, errorMessage: message, errorCode });
}

describe("a file of personal data", () => {
  it("is refused without a link, in the envelope, and nothing is written to the audit log", async () => {
    for (const { file } of files()) {
      const before = await auditRows();
      expectRefused(await open(file), REVIEW_MESSAGES.linkMissing, "LINK_MISSING");
      expectRefused(await open(file, operator.headers), REVIEW_MESSAGES.linkMissing, "LINK_MISSING");
      expect(await auditRows(), file).toBe(before);
    }
  });

  it("opens through a link a POST made: the POST writes one audit row, the GET none", async () => {
    for (const { name, link, body, file } of files()) {
      const before = await auditRows();
      const started = Date.now();
      const minted = await mint(link, body);
      expect(await auditRows(), name).toBe(before + 1);
      expect(minted.url.startsWith(`${file}${file.includes("?") ? "&" : "?"}token=`), minted.url).toBe(true);
      const expiresIn = Date.parse(minted.expiresAt) - started;
      expect(expiresIn).toBeGreaterThan((LINK_TTL_SECONDS - 5) * 1000);
      expect(expiresIn).toBeLessThanOrEqual((LINK_TTL_SECONDS + 1) * 1000);

      const served = await open(minted.url);
      expect(served.statusCode, `${name}: ${served.body}`).toBe(200);
      expect(served.headers["cache-control"]).toBe("no-store");
      // Within its minute the link serves the file again, still on one record; a browser that sends no fetch
      // metadata (an older one) is served too, the token being the proof.
      expect((await open(minted.url, operator.headers)).statusCode).toBe(200);
      expect(await auditRows(), name).toBe(before + 1);
    }
    const [latest] = (await app.inject({ method: "GET", url: "/api/operator/audit?limit=4", headers: operator.headers })).json().data
      .entries;
    expect(latest).toMatchObject({ action: "export.waitlist", actorId: operator.userId, detail: { list: "vendors", rows: 0 } });
  });

  it("is refused when another site sent the browser, even with a good link, and that writes nothing", async () => {
    for (const { link, body } of files()) {
      const { url } = await mint(link, body);
      const before = await auditRows();
      expectRefused(await open(url, { ...operator.headers, "sec-fetch-site": "cross-site" }), REVIEW_MESSAGES.linkCrossSite, "CROSS_SITE");
      expect(await auditRows()).toBe(before);
      expect((await open(url, { ...operator.headers, "sec-fetch-site": "same-origin" })).statusCode).toBe(200);
    }
  });

  it("is refused with a link made for another operator, another file or other filters, or one that was altered", async () => {
    const other = await signInOperator(app, "Ravi Ops");
    for (const { link, body, file } of files()) {
      const { url } = await mint(link, body);
      const before = await auditRows();
      // Another operator's session with this operator's link.
      expectRefused(await open(url, { ...other.headers, ...SAME_ORIGIN }), REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
      // The token is only for the file it was made for.
      const token = new URL(url, "http://x").searchParams.get("token")!;
      const [expires, signature] = token.split(".") as [string, string];
      expectRefused(
        await open(`${file}${file.includes("?") ? "&" : "?"}token=${Number(expires) + 3600}.${signature}`),
        REVIEW_MESSAGES.linkInvalid,
        "LINK_INVALID",
      );
      expectRefused(await open(`${file}${file.includes("?") ? "&" : "?"}token=garbage`), REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
      expect(await auditRows()).toBe(before);
    }
    const { url: bookings } = await mint("/api/operator/bookings/export-link", { status: "received" });
    const token = new URL(bookings, "http://x").searchParams.get("token")!;
    // Other filters: a wider export than the one on the record.
    expectRefused(await open(`/api/operator/bookings/export?token=${token}`), REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
    expectRefused(await open(`/api/operator/bookings/export?status=declined&token=${token}`), REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
    // Another export, and another waitlist.
    expectRefused(await open(`/api/operator/leads/export?token=${token}`), REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
    const { url: vendors } = await mint("/api/operator/waitlists/vendors/export-link", undefined);
    const listToken = new URL(vendors, "http://x").searchParams.get("token")!;
    expectRefused(await open(`/api/operator/waitlists/consumers/export?token=${listToken}`), REVIEW_MESSAGES.linkInvalid, "LINK_INVALID");
    // Another document of the same vendor.
    const [pan, aadhaar] = vendor.documents;
    const { url: document } = await mint(`/api/operator/vendors/${vendor.vendorId}/kyc/documents/${pan!.id}/link`, undefined);
    const docToken = new URL(document, "http://x").searchParams.get("token")!;
    expectRefused(
      await open(`/api/operator/vendors/${vendor.vendorId}/kyc/documents/${aadhaar!.id}/file?token=${docToken}`),
      REVIEW_MESSAGES.linkInvalid,
      "LINK_INVALID",
    );
  });

  it("is refused once its minute has passed", async () => {
    const { url } = await mint("/api/operator/waitlists/consumers/export-link", undefined);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (LINK_TTL_SECONDS + 1) * 1000 });
    expectRefused(await open(url), REVIEW_MESSAGES.linkExpired, "LINK_EXPIRED");
  });

  it("is still for operators alone: a guest gets 401 before any link is looked at", async () => {
    const { url } = await mint("/api/operator/waitlists/consumers/export-link", undefined);
    expect((await open(url, SAME_ORIGIN)).statusCode).toBe(401);
  });
});

describe("making a link", () => {
  it("is refused when another site sends it, and writes nothing", async () => {
    for (const { link, body } of files()) {
      const before = await auditRows();
      for (const origin of ["https://evil.example", "null"]) {
        const response = await app.inject({
          method: "POST",
          url: link,
          headers: { cookie: operator.cookie, origin },
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, `${link} from ${origin}: ${response.body}`).toBe(403);
        expect(response.json()).toMatchObject({ success: false, errorCode: "CROSS_SITE" });
      }
      // A cookie without any Origin or Referer is refused too.
      const bare = await app.inject({
        method: "POST",
        url: link,
        headers: { cookie: operator.cookie },
        ...(body ? { payload: body } : {}),
      });
      expect(bare.statusCode).toBe(403);
      expect(await auditRows()).toBe(before);
    }
  });

  it("refuses filters an export does not have, and a document that is not the vendor's, writing nothing", async () => {
    const before = await auditRows();
    const post = (url: string, payload?: object) =>
      app.inject({ method: "POST", url, headers: operator.headers, ...(payload ? { payload } : {}) });
    expect((await post("/api/operator/leads/export-link", { status: "received" })).statusCode).toBe(400);
    expect((await post("/api/operator/bookings/export-link", { from: "31-12-2001" })).statusCode).toBe(400);
    expect((await post("/api/operator/waitlists/others/export-link")).statusCode).toBe(400);
    expect((await post(`/api/operator/vendors/${vendor.vendorId}/kyc/documents/kd-not-there/link`)).statusCode).toBe(404);
    expect(await auditRows()).toBe(before);
  });
});
