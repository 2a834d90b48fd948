import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { preferredCoding } from "../src/platform/http/cached-reply.ts";
import { brotliWindowBits, CachedResponse, COMPRESS_THRESHOLD_BYTES, ResponseCache } from "../src/platform/http/response-cache.ts";

const payload = (value: unknown) => async () => ({ statusCode: 200, payload: { success: true, data: value, errorMessage: null } });

describe("catalogue read cache", () => {
  it("loads once and then serves the stored serialisation with a stable ETag", async () => {
    const cache = new ResponseCache({ entries: 10, bytes: Infinity });
    let loads = 0;
    const load = async () => {
      loads++;
      return payload("a")();
    };
    const [first, second] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    const third = await cache.get("k", load);
    expect(loads).toBe(1);
    expect(first.body.toString("utf8")).toBe('{"success":true,"data":"a","errorMessage":null}');
    expect(second).toBe(first);
    expect(third.etag).toBe(first.etag);
  });

  it("drops everything on invalidate, and never stores a load that started before it", async () => {
    const cache = new ResponseCache({ entries: 10, bytes: Infinity });
    let release!: () => void;
    const slow = cache.get("k", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return payload("stale")();
    });
    cache.invalidate();
    release();
    expect(JSON.parse((await slow).body.toString("utf8")).data).toBe("stale");
    expect(cache.size).toBe(0);
    const fresh = await cache.get("k", payload("fresh"));
    expect(JSON.parse(fresh.body.toString("utf8")).data).toBe("fresh");
  });

  it("evicts the least recently used entry past its bound", async () => {
    const cache = new ResponseCache({ entries: 2, bytes: Infinity });
    await cache.get("a", payload(1));
    await cache.get("b", payload(2));
    await cache.get("a", payload("unused"));
    await cache.get("c", payload(3));
    expect(cache.size).toBe(2);
    expect(JSON.parse((await cache.get("a", payload("reloaded"))).body.toString("utf8")).data).toBe(1);
    expect(JSON.parse((await cache.get("b", payload("reloaded"))).body.toString("utf8")).data).toBe("reloaded");
  });

  it("keeps no more bytes than its budget, codings made later included, least recently used out first", async () => {
    const big = (mark: string) => async () => ({ statusCode: 200, payload: { data: `${mark}${"x".repeat(3000)}` } });
    const cache = new ResponseCache({ entries: 100, bytes: 10_000 });
    const a = await cache.get("a", big("a"));
    await cache.get("b", big("b"));
    await cache.get("c", big("c"));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(a.body.length * 3);
    // Compressing "a" adds its coding's bytes to the count; a fourth answer then pushes out the oldest, "a" itself.
    const br = a.encoded("br")!;
    expect(cache.bytes).toBe(a.body.length * 3 + br.length);
    await cache.get("d", big("d"));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(a.body.length * 3);
    let reloads = 0;
    await cache.get("a", async () => (reloads++, big("a")()));
    await cache.get("d", async () => (reloads++, big("d")()));
    expect(reloads).toBe(1);
    // A coding made once the answer has left the cache is not counted; an answer over the budget is not kept.
    const gone = await cache.get("gone", big("g"));
    cache.invalidate();
    gone.encoded("gzip");
    expect(cache.bytes).toBe(0);
    const kept = await cache.get("kept", big("k"));
    await cache.get("huge", async () => ({ statusCode: 200, payload: "x".repeat(20_000) }));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(kept.body.length);
    let hugeLoads = 0;
    await cache.get("huge", async () => (hugeLoads++, { statusCode: 200, payload: "x".repeat(20_000) }));
    expect(hugeLoads).toBe(1);
  });

  it("drops an answer whose codings take it over the budget, and keeps the others", async () => {
    // Random bytes in base64 compress only to about three quarters: the body and its coding outweigh the budget.
    const noise = () => randomBytes(3000).toString("base64");
    const cache = new ResponseCache({ entries: 100, bytes: 6_000 });
    const small = await cache.get("small", async () => ({ statusCode: 200, payload: "s".repeat(1200) }));
    const wide = await cache.get("wide", async () => ({ statusCode: 200, payload: noise() }));
    expect(cache.size).toBe(2);
    expect(small.bytes + wide.bytes).toBeLessThanOrEqual(6_000);
    wide.encoded("gzip");
    expect(wide.bytes).toBeGreaterThan(6_000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(small.body.length);
  });

  it("does not keep failures", async () => {
    const cache = new ResponseCache({ entries: 10, bytes: Infinity });
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(JSON.parse((await cache.get("k", payload("ok"))).body.toString("utf8")).data).toBe("ok");
  });

  it("keeps an answer compressed once for each coding, and leaves a small one as it is", () => {
    const body = Buffer.from(JSON.stringify({ success: true, data: "diya ".repeat(2000), errorMessage: null }));
    const answer = new CachedResponse(200, body);
    const br = answer.encoded("br")!;
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
    expect(answer.encoded("br")).toBe(br);
    expect(gunzipSync(answer.encoded("gzip")!).equals(body)).toBe(true);
    expect(new CachedResponse(200, Buffer.alloc(COMPRESS_THRESHOLD_BYTES - 1, "a")).encoded("br")).toBeNull();
  });

  it("compresses in Brotli with the smallest window that holds the answer, from 64 KB up", () => {
    expect([2_000, 65_520, 65_521, 100_000, 5_000_000].map(brotliWindowBits)).toEqual([16, 16, 17, 17, 22]);
    // The window a Brotli stream declares in its first bits (RFC 7932, section 9.1).
    const declaredWindow = (stream: Buffer) => {
      const bits = stream.readUInt16LE(0);
      if ((bits & 1) === 0) return 16;
      const n = (bits >> 1) & 7;
      if (n !== 0) return 17 + n;
      const m = (bits >> 4) & 7;
      return m === 0 ? 17 : 8 + m;
    };
    for (const [bytes, window] of [
      [25_000, 16],
      [100_000, 17],
      [300_000, 19],
    ] as const) {
      const body = Buffer.from(randomBytes(bytes / 2).toString("hex"));
      const br = new CachedResponse(200, body).encoded("br")!;
      expect(declaredWindow(br), `${bytes} bytes`).toBe(window);
      expect(brotliDecompressSync(br).equals(body)).toBe(true);
    }
  });
});

describe("the coding a stored answer is sent in (Accept-Encoding)", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["identity", null],
    ["deflate", null],
    ["*", "br"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", null],
    ["*;q=0", null],
    ["gzip, *;q=0", "gzip"],
    ["br ; q=0.2 , gzip ; q=0.1", "br"],
    ["br;q=oops", "br"],
    [",;,;q=,", null],
  ] as const)("%j: %s", (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
  });
});
