import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KYC_MESSAGES } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { buildTestApp } from "./helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";
import { approveDirectly, approvedVendorWithOffering } from "./operator-helper.ts";

// Documents follow what is sold (decision 0022): any sweets offering, live or paused, needs an FSSAI licence, and
// a food offering of a vendor without one on file is not shown to consumers; the vendor is told why.

let app: FastifyInstance;
beforeAll(async () => {
  const storage = loadConfig({ NODE_ENV: "test" }).storage;
  app = await buildTestApp({
    storage: {
      ...storage,
      dir: mkdtempSync(path.join(tmpdir(), "utsav-fl-media-")),
      privateDir: mkdtempSync(path.join(tmpdir(), "utsav-fl-")),
    },
  });
});
afterAll(async () => {
  await app.close();
});

const FSSAI = "10020042000123";
const NEXT_YEAR = `${new Date().getFullYear() + 1}-03-31`;
const pdf = Buffer.from(`%PDF-1.4\n% fssai\n1 0 obj << /Type /Catalog >> endobj\n${"0123456789".repeat(40)}\n%%EOF\n`);

async function uploadFssai(headers: Record<string, string>) {
  const form = new FormData();
  form.append("action", "add");
  form.append("documentsInfo", JSON.stringify([{ type: "fssai", documentNumber: FSSAI, expiryDate: NEXT_YEAR }]));
  form.append("documents", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "fssai.pdf");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/vendor/kyc/update",
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe("an FSSAI licence follows what a vendor sells", () => {
  it("is needed once a decor vendor adds sweets, hides the sweets until it is on file, and tells the vendor why", async () => {
    const vendor = await readyVendor(app);
    await approveDirectly(app, vendor.vendorId);
    const missing = async () =>
      (await app.inject({ method: "GET", url: "/api/vendor/kyc", headers: vendor.headers })).json().data.missingTypes;
    expect(await missing()).not.toContain("fssai");

    const created = await app.inject({
      method: "POST",
      url: "/api/vendor/offering",
      headers: vendor.headers,
      payload: offeringBody(vendor.imageIds, { category: "sweets", title: "Jaggery Kaju Katli Box" }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, slug } = created.json().data as { id: string; slug: string };
    expect(await missing()).toContain("fssai");

    // Not shown to consumers: not its page, not search, not serviceability, not bookable.
    expect((await app.inject({ method: "GET", url: `/api/offerings/${slug}` })).statusCode).toBe(404);
    const search = await app.inject({ method: "POST", url: "/api/search", payload: { query: "Jaggery Kaju Katli" } });
    expect(search.json().data.results.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await app.inject({ method: "GET", url: `/api/serviceability?offeringId=${id}&locality=HSR%20Layout` })).statusCode).toBe(404);
    const list = await app.inject({ method: "GET", url: "/api/vendor/offerings", headers: vendor.headers });
    expect(list.json().data.offerings.find((o: { id: string }) => o.id === id).notice).toBe(KYC_MESSAGES.foodLicenceNeeded);

    const uploaded = await uploadFssai(vendor.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await missing()).not.toContain("fssai");
    expect((await app.inject({ method: "GET", url: `/api/offerings/${slug}` })).json().data.offering.id).toBe(id);
    const after = await app.inject({ method: "GET", url: "/api/vendor/offerings", headers: vendor.headers });
    expect(after.json().data.offerings.find((o: { id: string }) => o.id === id).notice).toBeNull();
  });

  it("leaves a vendor's decor alone, and the catalogue's own sweets shown", async () => {
    const { slug } = (await approvedVendorWithOffering(app)).offering;
    expect((await app.inject({ method: "GET", url: `/api/offerings/${slug}` })).statusCode).toBe(200);
    const sweets = await app.inject({ method: "GET", url: "/api/offerings?category=sweets" });
    expect(sweets.json().data.totalCount).toBeGreaterThan(0);
  });
});
