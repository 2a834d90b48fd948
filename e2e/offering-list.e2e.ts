import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));
const cardPrices = async (page: Page) => (await page.locator("main article strong").allTextContents()).map(rupees);

describe.skipIf(!hasChromium && !process.env.CI)("offering list: filter and sort", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("filters as a draft, applies, counts the filters and sorts with deselect", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        // Every offering on sale: the catalogue's 147, and those of vendors other journeys made live meanwhile.
        const onSale = async () =>
          ((await (await fetch(`${baseURL}/api/offerings?limit=1`)).json()) as { data: { totalCount: number } }).data.totalCount;
        const before = await onSale();
        expect(before).toBeGreaterThanOrEqual(147);
        await page.goto(`${baseURL}/offerings`);
        // The cards after the first four come in a streamed part that React shows on a frame of its own.
        await expect.poll(() => page.locator("main article").count()).toBeGreaterThanOrEqual(before);
        const all = await page.locator("main article").count();
        expect(all).toBeLessThanOrEqual(await onSale());

        await page.getByRole("button", { name: "Filters" }).click();
        const dialog = page.getByRole("dialog");
        const apply = dialog.getByRole("button", { name: "Apply" });
        expect(await apply.isDisabled()).toBe(true);
        await dialog.getByRole("radio", { name: "4.5 & Above" }).check();
        expect(await apply.isDisabled()).toBe(false);
        await apply.click();
        await expect.poll(() => page.getByRole("button", { name: "Filters (1 applied)" }).count()).toBe(1);
        const filtered = await page.locator("main article").count();
        expect(filtered).toBeGreaterThan(0);
        expect(filtered).toBeLessThan(all);

        const sortButton = page.getByRole("button", { name: /Sort By/ });
        await sortButton.click();
        const option =
          viewport === "desktop"
            ? page.getByRole("menuitemradio", { name: "Price: Low to High" })
            : page.getByRole("button", { name: "Price: Low to High" });
        await option.click();
        await expect
          .poll(async () => {
            const prices = await cardPrices(page);
            return prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
          })
          .toBe(true);

        // Picking the selected option again deselects it: the button reads 'Sort By' again.
        await page.getByRole("button", { name: /Sort By: Price: Low to High/ }).click();
        const again =
          viewport === "desktop"
            ? page.getByRole("menuitemradio", { name: "Price: Low to High" })
            : page.getByRole("button", { name: "Price: Low to High" });
        await again.click();
        await expect.poll(() => page.getByRole("button", { name: "Sort By" }).count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  });
});
