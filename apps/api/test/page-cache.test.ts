import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "../src/platform/page-cache.ts";
import type { RenderedPage } from "../src/platform/page-cache.ts";
import { newCspNonce } from "../src/platform/security-headers.ts";

// The cache of signed-out storefront pages (platform/page-cache.ts, docs/decisions/0081); e2e/page-cache.e2e.ts meets it
// through the production server.

const MB = 1024 * 1024;
const bounds = { entries: 100, bytes: MB, seconds: 30 };

/** A page as React Router renders one: the nonce on its scripts, and once more in its data. */
const pageWith = (nonce: string, text = "home", keep = true): RenderedPage & { keep: boolean } => ({
  status: 200,
  headers: { "content-type": "text/html" },
  setCookies: [],
  body: `<html><script nonce="${nonce}">start()</script><p>${text}</p><script nonce="${nonce}">window.__n="${nonce}"</script></html>`,
  keep,
});

/** A render that counts its calls and the nonces it was given. */
function renderer(text = "home", keep = true) {
  const nonces: string[] = [];
  return {
    nonces,
    render: async (nonce: string) => {
      nonces.push(nonce);
      return pageWith(nonce, text, keep);
    },
  };
}

describe("the page cache", () => {
  it("renders a page once with a nonce no response carries, and gives each response its own nonce", async () => {
    const cache = new PageCache(bounds);
    const { nonces, render } = renderer();
    const [first, second] = [newCspNonce(), newCspNonce()];
    const one = await cache.get("/", first, render);
    const two = await cache.get("/", second, render);
    expect(nonces).toHaveLength(1);
    expect(nonces[0]).not.toBe(first);
    expect(one?.body).toBe(pageWith(first).body);
    expect(two?.body).toBe(pageWith(second).body);
    expect(two?.body).not.toContain(nonces[0]);
    expect([one?.hit, two?.hit]).toEqual([false, true]);
  });

  it("renders again once the page's time is up", async () => {
    let now = 1_000_000;
    const cache = new PageCache(bounds, () => now);
    const { nonces, render } = renderer();
    await cache.get("/", newCspNonce(), render);
    now += 29_999;
    await cache.get("/", newCspNonce(), render);
    expect(nonces).toHaveLength(1);
    now += 1;
    await cache.get("/", newCspNonce(), render);
    expect(nonces).toHaveLength(2);
  });

  it("drops every page when the catalogue changes, and does not keep a render that was running then", async () => {
    const cache = new PageCache(bounds);
    await cache.get("/a", newCspNonce(), renderer("old").render);
    cache.invalidate();
    expect(cache.size).toBe(0);
    let finish: () => void = () => {};
    const slow = cache.get("/b", newCspNonce(), async (nonce) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return pageWith(nonce, "before the change");
    });
    await Promise.resolve();
    cache.invalidate();
    finish();
    expect((await slow)?.body).toContain("before the change");
    const fresh = renderer("after the change");
    expect((await cache.get("/b", newCspNonce(), fresh.render))?.body).toContain("after the change");
    expect(fresh.nonces).toHaveLength(1);
  });

  it("shares one render among parallel misses of a page", async () => {
    const cache = new PageCache(bounds);
    const { nonces, render } = renderer();
    const asked = Array.from({ length: 5 }, () => newCspNonce());
    const pages = await Promise.all(asked.map((nonce) => cache.get("/", nonce, render)));
    expect(nonces).toHaveLength(1);
    pages.forEach((page, i) => expect(page?.body).toBe(pageWith(asked[i]!).body));
  });

  it("gives a page it may not keep to its own request only: parallel ones render their own", async () => {
    const cache = new PageCache(bounds);
    let calls = 0;
    const setsCookie = async (nonce: string) => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return { ...pageWith(nonce, "signed in now", false), setCookies: ["session=secret"] };
    };
    const mine = newCspNonce();
    const [own, waiter] = await Promise.all([cache.get("/", mine, setsCookie), cache.get("/", newCspNonce(), setsCookie)]);
    expect(own).toMatchObject({ setCookies: ["session=secret"], body: pageWith(mine, "signed in now").body });
    expect(waiter).toBeNull();
    expect(cache.size).toBe(0);
    expect(calls).toBe(1);
  });

  it("fails a render for its own request; the requests that waited render their own", async () => {
    const cache = new PageCache(bounds);
    const failing = async () => {
      await new Promise((r) => setTimeout(r, 10));
      throw new Error("the API is away");
    };
    const [own, waiter] = await Promise.allSettled([cache.get("/", newCspNonce(), failing), cache.get("/", newCspNonce(), failing)]);
    expect(own).toMatchObject({ status: "rejected" });
    expect(waiter).toEqual({ status: "fulfilled", value: null });
  });

  it("keeps the most recently used pages within its count and its bytes", async () => {
    const cache = new PageCache({ entries: 2, bytes: MB, seconds: 30 });
    const a = renderer("a");
    await cache.get("/a", newCspNonce(), a.render);
    await cache.get("/b", newCspNonce(), renderer("b").render);
    await cache.get("/a", newCspNonce(), a.render);
    await cache.get("/c", newCspNonce(), renderer("c").render);
    const b = renderer("b");
    await cache.get("/a", newCspNonce(), a.render);
    await cache.get("/b", newCspNonce(), b.render);
    expect(a.nonces).toHaveLength(1);
    expect(b.nonces).toHaveLength(1);

    // A page larger than the whole budget is given but not kept, and pushes no other page out.
    const small = new PageCache({ entries: 10, bytes: 2_000, seconds: 30 });
    const kept = renderer("kept");
    await small.get("/kept", newCspNonce(), kept.render);
    const huge = renderer("x".repeat(5_000));
    expect((await small.get("/huge", newCspNonce(), huge.render))?.body).toContain("xxxx");
    await small.get("/huge", newCspNonce(), huge.render);
    await small.get("/kept", newCspNonce(), kept.render);
    expect(huge.nonces).toHaveLength(2);
    expect(kept.nonces).toHaveLength(1);
  });

  it("keeps nothing when its time is 0", () => {
    expect(new PageCache({ entries: 10, bytes: MB, seconds: 0 }).enabled).toBe(false);
    expect(new PageCache(bounds).enabled).toBe(true);
  });

  it("gives a client that takes gzip the kept page compressed once around the nonce, with its own nonce in it", async () => {
    const cache = new PageCache(bounds);
    const text = "<p>Brass diya hampers for Diwali, delivered across Bengaluru</p>".repeat(200);
    const { nonces, render } = renderer(text);
    const [first, second, plain] = [newCspNonce(), newCspNonce(), newCspNonce()];
    const one = await cache.get("/", first, render, { gzip: true });
    const two = await cache.get("/", second, render, { gzip: true });
    const three = await cache.get("/", plain, render);
    expect(nonces).toHaveLength(1);
    expect([one?.gzip, two?.gzip, three?.gzip]).toEqual([true, true, false]);
    expect(gunzipSync(one!.body as Buffer).toString("utf8")).toBe(pageWith(first, text).body);
    expect(gunzipSync(two!.body as Buffer).toString("utf8")).toBe(pageWith(second, text).body);
    expect(three?.body).toBe(pageWith(plain, text).body);
    expect((two!.body as Buffer).length).toBeLessThan(pageWith(second, text).body.length / 10);
  });

  it("leaves a page it does not keep, and a page too small to compress, to be compressed as any answer is", async () => {
    const cache = new PageCache(bounds);
    const text = "x".repeat(5_000);
    const notKept = await cache.get("/private", newCspNonce(), renderer(text, false).render, { gzip: true });
    expect(notKept?.gzip).toBe(false);
    const small = await cache.get("/small", newCspNonce(), renderer("small").render, { gzip: true });
    expect(small?.gzip).toBe(false);
  });

  it("sends the page as text to a response whose nonce is not the render's length, which the pieces cannot take", async () => {
    const cache = new PageCache(bounds);
    const text = "<p>Kaju katli and soan papdi boxes for the office</p>".repeat(200);
    const { render } = renderer(text);
    const short = "c2hvcnQ=";
    const page = await cache.get("/sweets", short, render, { gzip: true });
    expect(page?.gzip).toBe(false);
    expect(page?.body).toBe(pageWith(short, text).body);
  });

  it("counts a page's compressed pieces within its bytes", async () => {
    // Two pages fit as text, not with one's compressed pieces as well.
    const text = randomBytes(3_000).toString("hex");
    const one = pageWith(newCspNonce(), text).body.length * 2 + ("content-type".length + "text/html".length) * 2;
    const cache = new PageCache({ entries: 10, bytes: one * 2 + 100, seconds: 30 });
    const a = renderer(text);
    const b = renderer(text.split("").reverse().join(""));
    await cache.get("/a", newCspNonce(), a.render);
    await cache.get("/b", newCspNonce(), b.render);
    expect(cache.size).toBe(2);
    // /a's pieces, made for its first gzip response, push out the least recently used page: /b.
    await cache.get("/a", newCspNonce(), a.render, { gzip: true });
    expect(cache.size).toBe(1);
    await cache.get("/a", newCspNonce(), a.render, { gzip: true });
    expect(a.nonces).toHaveLength(1);
    await cache.get("/b", newCspNonce(), b.render);
    expect(b.nonces).toHaveLength(2);
  });
});
