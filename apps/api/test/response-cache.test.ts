import { describe, expect, it } from "vitest";
import { ResponseCache } from "../src/lib/response-cache.ts";

const payload = (value: unknown) => async () => ({ statusCode: 200, payload: { success: true, data: value, errorMessage: null } });

describe("catalogue read cache", () => {
  it("loads once and then serves the stored serialisation with a stable ETag", async () => {
    const cache = new ResponseCache(10);
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
    const cache = new ResponseCache(10);
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
    const cache = new ResponseCache(2);
    await cache.get("a", payload(1));
    await cache.get("b", payload(2));
    await cache.get("a", payload("unused"));
    await cache.get("c", payload(3));
    expect(cache.size).toBe(2);
    expect(JSON.parse((await cache.get("a", payload("reloaded"))).body.toString("utf8")).data).toBe(1);
    expect(JSON.parse((await cache.get("b", payload("reloaded"))).body.toString("utf8")).data).toBe("reloaded");
  });

  it("does not keep failures", async () => {
    const cache = new ResponseCache(10);
    await expect(cache.get("k", async () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(JSON.parse((await cache.get("k", payload("ok"))).body.toString("utf8")).data).toBe("ok");
  });
});
