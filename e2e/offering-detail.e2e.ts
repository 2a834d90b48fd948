import { describe, expect, inject, it } from "vitest";
import { CATALOGUE } from "@utsav/catalogue";
import { hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

const hamper = CATALOGUE.offerings.find((o) => o.id.startsWith("DGP") && o.images.length >= 4)!;

describe.skipIf(!hasChromium && !process.env.CI)("offering detail journeys", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("moves through the carousel, opens the full-screen viewer and keeps its position on close", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}${hamper.navRef}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(hamper.title);
        const count = hamper.images.length;
        const current = () => page.locator("main [aria-current='true'][aria-label*=' of ']").first().getAttribute("aria-label");

        await page.getByRole("button", { name: "Next" }).first().click();
        await expect.poll(current).toContain(`2 of ${count}`);

        await page.getByRole("button", { name: "View full screen" }).click();
        const viewer = page.getByRole("dialog");
        await expect.poll(() => viewer.count()).toBe(1);
        await viewer.getByRole("button", { name: "Next" }).click();
        await page.keyboard.press("Escape");
        await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
        await expect.poll(current).toContain(`3 of ${count}`);
        // No loop: the previous button is disabled at the first slide.
        await page.getByRole("button", { name: "Previous" }).first().click();
        await page.getByRole("button", { name: "Previous" }).first().click();
        await expect.poll(() => page.getByRole("button", { name: "Previous" }).first().isDisabled()).toBe(true);
      } finally {
        await context.close();
      }
    });

    it("shows the vendor (sheet on phones, panel on desktop) and all reviews on View More", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}${hamper.navRef}`);
        if (viewport === "phone") {
          await page.getByRole("button", { name: /Curated by\s*Deepam Gifts & Decor/ }).click();
          const sheet = page.getByRole("dialog");
          await expect.poll(() => sheet.getByText("1K+ Clients").count()).toBeGreaterThan(0);
          await expect.poll(() => sheet.locator("article").count()).toBeGreaterThan(3);
          await page.keyboard.press("Escape");
          await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
        } else {
          const panel = page.getByRole("complementary", { name: "About Deepam Gifts & Decor" });
          await expect.poll(() => panel.getByText("1K+ Clients").count()).toBeGreaterThan(0);
        }

        const reviews = CATALOGUE.reviews.filter((r) => r.vendorKey === "deepam-gifts").length;
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: "View More", exact: true }).click();
        const modal = page.getByRole("dialog", { name: `Reviews (${reviews})` });
        await expect.poll(() => modal.count()).toBe(1);
        await expect.poll(() => modal.getByRole("article").count()).toBe(reviews);
      } finally {
        await context.close();
      }
    });
  });

  it("desktop: the vendor's other offerings show their first 3 cards in a row, with no inner scroll box", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      await page.goto(`${baseURL}${hamper.navRef}`);
      await page.waitForLoadState("networkidle");
      const related = page.getByRole("region", { name: /^More offerings by / });
      await related.scrollIntoViewIfNeeded();
      const cards = related.getByRole("article");
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
      // One row, each card whole on the screen once the section is scrolled to.
      expect(new Set(boxes.map((b) => Math.round(b!.y))).size).toBe(1);
      const viewport = page.viewportSize()!;
      for (const box of boxes) expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
      // No ancestor of the section scrolls on its own.
      const innerScroll = await related.evaluate((el) => {
        for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
          const { overflowY } = getComputedStyle(node);
          if ((overflowY === "auto" || overflowY === "scroll") && node.scrollHeight > node.clientHeight) return true;
        }
        return false;
      });
      expect(innerScroll).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("a broken video says 'Failed to load video'", async () => {
    const zs1 = CATALOGUE.offerings.find((o) => o.id === "ZS1")!;
    const { context, page } = await newPage(browser(), "desktop");
    try {
      // The e2e server draws no pictures or videos, so the video file is missing: the page must say so.
      await page.goto(`${baseURL}${zs1.navRef}`);
      await page.getByRole("button", { name: /Show video/ }).click();
      await expect.poll(() => page.getByText("Failed to load video").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
