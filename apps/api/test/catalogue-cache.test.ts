import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { CATALOGUE } from "@utsav/catalogue";
import { OFFERING_STATUS } from "@utsav/domain";
import { offerings } from "@utsav/db";
import { buildTestApp, getJson } from "./helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

type Body = { data: { offering: { title: string } } };

describe("catalogue read cache in the API", () => {
  it("sends a cached answer compressed in the coding the client asks for, the same answer once decoded", async () => {
    const plain = await app.inject({ method: "GET", url: "/api/home" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const asBrowsers = await app.inject({ method: "GET", url: "/api/home", headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(asBrowsers.headers).toMatchObject({ "content-encoding": "br", vary: "accept-encoding", etag: plain.headers.etag });
    expect(Number(asBrowsers.headers["content-length"])).toBe(asBrowsers.rawPayload.length);
    expect(brotliDecompressSync(asBrowsers.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await app.inject({ method: "GET", url: "/api/home", headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    const unchanged = await app.inject({
      method: "GET",
      url: "/api/home",
      headers: { "accept-encoding": "br", "if-none-match": String(plain.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers.vary).toBe("accept-encoding");
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it("serves reads from the cache until the catalogue is invalidated", async () => {
    const slug = "corporate-diwali-decor";
    expect((await getJson<Body>(app, `/api/offerings/${slug}`)).body.data.offering.title).toBe("Corporate Diwali Decor");
    await app.database.db.update(offerings).set({ title: "Corporate Diwali Decor 2026" }).where(eq(offerings.id, "DID1"));
    expect((await getJson<Body>(app, `/api/offerings/${slug}`)).body.data.offering.title).toBe("Corporate Diwali Decor");
    app.catalogue.invalidate();
    expect((await getJson<Body>(app, `/api/offerings/${slug}`)).body.data.offering.title).toBe("Corporate Diwali Decor 2026");
  });

  it("a deleted offering (status 20) leaves the storefront once the cache is invalidated", async () => {
    await app.database.db.update(offerings).set({ status: OFFERING_STATUS.deleted }).where(eq(offerings.id, "ZS1"));
    app.catalogue.invalidate();
    const zs1 = CATALOGUE.offerings.find((o) => o.id === "ZS1")!;
    expect((await getJson(app, `/api/offerings/${zs1.slug}`)).response.statusCode).toBe(404);
    const lighting = await getJson<{ data: { offerings: { id: string }[] } }>(
      app,
      "/api/collections/outdoor-lighting-for-apartments-villas",
    );
    expect(lighting.body.data.offerings.map((o) => o.id)).toEqual(["SRD4", "ZS2", "SRD1"]);
    const list = await getJson<{ data: { totalCount: number } }>(app, "/api/offerings");
    expect(list.body.data.totalCount).toBe(146);
  });
});
