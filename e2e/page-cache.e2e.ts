import { describe, expect, inject, it } from "vitest";
import { hasChromium, newPage, useBrowser } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, sessionThroughApi } from "./support/sign-in.ts";

// Issue 44: signed-out storefront pages are kept for a short time (apps/api/src/platform/page-cache.ts, docs/decisions/
// 0081). Each response still carries a nonce of its own, a signed-in or personal page is never kept, and a change to
// the catalogue drops every kept page at once.

const baseURL = inject("baseURL");
const browser = useBrowser();

/** The nonce of a response's Content-Security-Policy. */
const policyNonce = (response: Response | { headers: Record<string, string> }) => {
  const policy =
    response instanceof Response ? response.headers.get("content-security-policy") : response.headers["content-security-policy"];
  return /script-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy ?? "")?.[1];
};
/** Every nonce attribute of a page. */
const nonceAttributes = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

/** A page read twice without a cookie: the second answer comes from the cache (the first may too). */
async function readTwice(path: string, headers: Record<string, string> = {}) {
  const first = await fetch(`${baseURL}${path}`, { headers });
  const firstHtml = await first.text();
  const second = await fetch(`${baseURL}${path}`, { headers });
  return { first, firstHtml, second, secondHtml: await second.text() };
}

describe("signed-out storefront pages, kept briefly", () => {
  it("a kept page has each response's own nonce on every script, and the browser runs it", async () => {
    const { first, firstHtml, second, secondHtml } = await readTwice("/collections/curated-gifts-for-your-loved-ones");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const [one, two] = [policyNonce(first), policyNonce(second)];
    expect(one).toBeDefined();
    expect(two).not.toBe(one);
    expect(nonceAttributes(firstHtml)).toEqual(new Set([one]));
    expect(nonceAttributes(secondHtml)).toEqual(new Set([two]));
    // The same page but for its nonce.
    expect(secondHtml.replaceAll(two!, one!)).toBe(firstHtml);
    if (!hasChromium && !process.env.CI) return;

    // In a browser: a kept page's scripts run under its policy (the header's menu opens once it has hydrated).
    const { context, page } = await newPage(browser(), "desktop");
    try {
      const refused: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      await page.goto(`${baseURL}/collections/curated-gifts-for-your-loved-ones`);
      const response = await page.goto(`${baseURL}/collections/curated-gifts-for-your-loved-ones`);
      expect((await response?.allHeaders())?.["x-page-cache"]).toBe("hit");
      const nonce = policyNonce({ headers: (await response?.allHeaders()) ?? {} });
      const inline = await page.evaluate(() =>
        Array.from(document.querySelectorAll("script:not([src])"), (script) => (script as HTMLScriptElement).nonce),
      );
      expect(new Set(inline)).toEqual(new Set([nonce]));
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect.poll(() => page.getByRole("menu").count()).toBe(1);
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends a kept page in gzip, compressed once around its nonce, to a client that takes gzip", async () => {
    const path = "/collections/curated-gifts-for-your-loved-ones";
    await fetch(`${baseURL}${path}`);
    // fetch decodes each answer as its Content-Encoding says; the coding is read from the header.
    const browserLike = await fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(browserLike.headers.get("x-page-cache")).toBe("hit");
    expect(browserLike.headers.get("content-encoding")).toBe("gzip");
    expect(browserLike.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    const html = await browserLike.text();
    expect(nonceAttributes(html)).toEqual(new Set([policyNonce(browserLike)]));
    // Without gzip, a kept page is compressed for its response as any answer is, or sent as it is.
    const brotliOnly = await fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "br" } });
    expect([brotliOnly.headers.get("x-page-cache"), brotliOnly.headers.get("content-encoding")]).toEqual(["hit", "br"]);
    const brotliHtml = await brotliOnly.text();
    expect(brotliHtml.replaceAll(policyNonce(brotliOnly)!, policyNonce(browserLike)!)).toBe(html);
    const identity = await fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "identity" } });
    expect([identity.headers.get("x-page-cache"), identity.headers.get("content-encoding")]).toEqual(["hit", null]);
    expect((await identity.text()).replaceAll(policyNonce(identity)!, policyNonce(browserLike)!)).toBe(html);
  });

  it("answers a HEAD from the kept page, with the length a GET of it has", async () => {
    const path = "/sweets";
    const head = await fetch(`${baseURL}${path}`, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    // Rendered for this HEAD, and kept.
    expect([head.status, head.headers.get("x-page-cache")]).toEqual([200, "miss"]);
    const get = await fetch(`${baseURL}${path}`, { headers: { "accept-encoding": "gzip" } });
    // The HEAD kept the page: the GET after it is served from it.
    expect(get.headers.get("x-page-cache")).toBe("hit");
    const again = await fetch(`${baseURL}${path}`, { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect([again.headers.get("x-page-cache"), again.headers.get("content-encoding")]).toEqual(["hit", "gzip"]);
    expect(Number(again.headers.get("content-length"))).toBeGreaterThan(0);
    expect(again.headers.get("content-length")).toBe(get.headers.get("content-length"));
    expect(await again.text()).toBe("");
  });

  it("keeps no signed-in page, no page with the event date or a cookie it does not know, and no account page", async () => {
    for (const cookie of ["utsav_session=not-a-live-session", "utsav_event_date=2027-01-20", "someone_elses=1"]) {
      const { second } = await readTwice("/gifts", { cookie });
      expect(second.status, cookie).toBe(200);
      expect(second.headers.get("x-page-cache"), cookie).toBeNull();
    }
    const account = await readTwice("/account/bookings");
    expect(account.second.headers.get("x-page-cache")).toBeNull();
    const data = await readTwice("/gifts.data");
    expect(data.second.headers.get("x-page-cache")).toBeNull();
    // A chosen locality is a page of its own: the cards say which vendors do not serve it.
    const here = await readTwice("/gifts", { cookie: "utsav_locality=Koramangala" });
    expect(here.second.headers.get("x-page-cache")).toBe("hit");
    const elsewhere = await fetch(`${baseURL}/gifts`, { headers: { cookie: "utsav_locality=Whitefield" } });
    expect(elsewhere.headers.get("x-page-cache")).toBe("miss");
  });

  it("a change to the catalogue drops the kept pages at once", async () => {
    const number = freshMobile("83");
    const cookie = await sessionThroughApi(baseURL, "vendor", number);
    const { slug } = await liveVendor(baseURL, cookie, {
      business: `Kept Pages Decor ${number.slice(-5)}`,
      title: `Courtyard Diyas ${number.slice(-4)}`,
      operator: OPERATORS.pageCache,
    });
    const path = `/offerings/${slug}`;
    expect((await readTwice(path)).second.headers.get("x-page-cache")).toBe("hit");
    const offering = (await (await fetch(`${baseURL}/api/offerings/${slug}`)).json()) as { data: { offering: { id: string } } };
    const setStatus = async (status: number) => {
      const changed = await fetch(`${baseURL}/api/vendor/offering/${offering.data.offering.id}/status`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: baseURL, cookie },
        body: JSON.stringify({ status }),
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
    };
    // Paused: gone from the storefront at once, not 30 seconds later.
    await setStatus(15);
    expect((await fetch(`${baseURL}${path}`)).status).toBe(404);
    await setStatus(10);
    const back = await fetch(`${baseURL}${path}`);
    expect(back.status).toBe(200);
    expect(back.headers.get("x-page-cache")).toBe("miss");
  });
});
