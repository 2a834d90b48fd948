import { describe, expect, inject, it } from "vitest";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe.skipIf(!hasChromium && !process.env.CI)("storefront journeys", () => {
  it("the home page runs under a Content-Security-Policy with a nonce, and is interactive", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      const response = await page.goto(baseURL);
      const policy = (await response?.allHeaders())?.["content-security-policy"] ?? "";
      const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{16,})'/.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      expect(policy).toContain("frame-ancestors 'none'");
      // Every inline script React Router and React wrote carries this response's nonce.
      const inline = await page.evaluate(() =>
        Array.from(document.querySelectorAll("script:not([src])"), (script) => (script as HTMLScriptElement).nonce),
      );
      expect(inline.length).toBeGreaterThan(0);
      expect(new Set(inline)).toEqual(new Set([nonce]));
      // A page for a signed-in session (judged by its cookie) is kept by no cache; a signed-out one may be.
      const signedIn = await fetch(baseURL, { headers: { cookie: "utsav_session=not-a-live-session" } });
      expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
      expect((await fetch(baseURL)).headers.get("cache-control") ?? "").not.toContain("no-store");
      // Hydrated: the header menu opens.
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect.poll(() => page.getByRole("menu").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("home → category → collection → offering", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        const response = await page.goto(baseURL);
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toContain("Celebrate Every");
        await expect.poll(() => page.getByText("Plan less. Celebrate more.").count()).toBeGreaterThan(0);
        // A row far down the page is drawn with its first cards; the rest come as the consumer nears it.
        const home = (await (await fetch(`${baseURL}/api/home`)).json()) as {
          data: { widgets: { id: string; data: { offerings?: unknown[] } }[] };
        };
        const inRow = home.data.widgets.find((w) => w.id === "curated-sweets")!.data.offerings!.length;
        expect(inRow).toBeGreaterThan(6);
        const sweets = page.locator("section[aria-labelledby='row-curated-sweets'] li");
        expect(await sweets.count()).toBe(6);
        await sweets.last().scrollIntoViewIfNeeded();
        await expect.poll(() => sweets.count()).toBe(inRow);

        await page.goto(`${baseURL}/gifts`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Thoughtful Gifts for Every Celebration");
        await page.getByRole("link", { name: "View All: Curated Gifts For Your Loved Ones" }).click();
        await page.waitForURL(/\/collections\/curated-gifts-for-your-loved-ones$/);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Curated Gifts For Your Loved Ones");

        const firstCard = page.locator("main article a[href^='/offerings/']").first();
        const href = await firstCard.getAttribute("href");
        await firstCard.click();
        await page.waitForURL(`${baseURL}${href}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
      } finally {
        await context.close();
      }
    });

    it("the hero's notify-me box joins the waitlist, and says so", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(baseURL);
        await page.waitForLoadState("networkidle");
        const email = page.getByLabel("Email address");
        await email.fill("not-an-email");
        await page.getByRole("button", { name: "Notify me" }).click();
        await expect.poll(() => page.getByText("Please enter a valid email address").count()).toBe(1);
        await email.fill(`shopper+${viewport}@example.in`);
        await page.getByRole("button", { name: "Notify me" }).click();
        await expect.poll(() => page.getByText("Thanks! We'll notify you when we launch.").count()).toBe(1);
      } finally {
        await context.close();
      }
    });

    it("an unknown offering shows a not-found page with status 404", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        const response = await page.goto(`${baseURL}/offerings/no-such-thing-xyz1`);
        expect(response?.status()).toBe(404);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Offering not found: no-such-thing-xyz1");
        const other = await page.goto(`${baseURL}/this/does/not/exist`);
        expect(other?.status()).toBe(404);
      } finally {
        await context.close();
      }
    });

    it.each([
      ["home", "/"],
      ["a category", "/decor"],
      ["a collection", "/collections/curated-gifts-for-your-team"],
      ["an offering", "/offerings/corporate-diwali-decor"],
    ])("%s has no serious accessibility violations", async (label, path) => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}${path}`);
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `${label} (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });
});
