import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { hasChromium, newPage, useBrowser } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

/** Presses Tab until the focused element has the given accessible label (or text), at most `max` times. */
async function tabTo(page: Page, name: string, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
    });
    if (label === name || label.startsWith(name)) return;
  }
  throw new Error(`Could not reach "${name}" with the Tab key`);
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "");

describe.skipIf(!hasChromium && !process.env.CI)("keyboard only", () => {
  it("desktop: the header menu opens, moves with arrows and closes with Escape, returning focus", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      await page.goto(baseURL);
      await tabTo(page, "Menu");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("menu").count()).toBe(1);
      await page.keyboard.press("ArrowDown");
      await expect.poll(async () => (await focusedLabel(page)).length).toBeGreaterThan(0);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("menu").count()).toBe(0);
      await expect.poll(() => focusedLabel(page)).toBe("Menu");
    } finally {
      await context.close();
    }
  });

  it("phone: the drawer opens and closes with the keyboard, and a sort sheet picks an option with Enter", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      await page.goto(baseURL);
      await tabTo(page, "Menu");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

      await page.goto(`${baseURL}/offerings`);
      await tabTo(page, "Sort By");
      await page.keyboard.press("Enter");
      const sheet = page.getByRole("dialog");
      await expect.poll(() => sheet.count()).toBe(1);
      await tabTo(page, "Price: High to Low", 10);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => page.getByRole("button", { name: "Sort By: Price: High to Low" }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
