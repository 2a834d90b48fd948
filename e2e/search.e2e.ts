import { describe, expect, inject, it } from "vitest";
import { hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe.skipIf(!hasChromium && !process.env.CI)("search journeys", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("suggests as you type and a picked offering opens its page", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}/search`);
        await expect.poll(() => page.getByText("Discover amazing vendors and services").count()).toBeGreaterThan(0);
        const box = page
          .getByRole("combobox", { name: /search/i })
          .or(page.getByPlaceholder("What are you Looking for ?"))
          .first();
        expect(await box.getAttribute("placeholder")).toBe("What are you Looking for ?");
        await box.click();
        await box.pressSequentially("hamp", { delay: 40 });
        const firstOffering = page.getByRole("listbox").getByRole("option").first();
        await expect.poll(() => firstOffering.count(), { timeout: 10_000 }).toBe(1);
        await box.press("ArrowDown");
        expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
        await box.press("Enter");
        await page.waitForURL(/\/offerings\//);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/hamper/i);
      } finally {
        await context.close();
      }
    });

    it("searches, filters, sorts, loads more, and the URL brings the same results back", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}/search?q=hamper`);
        const cards = page.locator("main article");
        // spec: application §9, 100 results to a page on the search page; "hamper" finds more than 100.
        await expect.poll(() => cards.count()).toBe(100);
        await page.getByRole("button", { name: "Load more" }).click();
        await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(100);

        // The filters are a draft in the lists' Filters dialog at every size: Apply writes them to the URL.
        await page.getByRole("button", { name: /^Filters/ }).click();
        const filters = page.getByRole("dialog", { name: "Filters" });
        await filters
          .getByRole("group", { name: "Rating" })
          .getByRole("radio", { name: /^4 & Above/ })
          .check();
        await filters.getByRole("button", { name: "Apply" }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get("rating")).toBe("4");

        await page.getByRole("button", { name: /Sort By/ }).click();
        const option = page
          .getByRole("menuitemradio", { name: "Price: Low to High" })
          .or(page.getByRole("button", { name: "Price: Low to High" }));
        await option.first().click();
        await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("price_asc");
        await expect
          .poll(async () => {
            const prices = (await page.locator("main article strong").allTextContents()).map((t) => Number(t.replace(/[^\d]/g, "")));
            return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
          })
          .toBe(true);

        const shared = page.url();
        const titles = await page.locator("main article h3").allTextContents();
        const { context: other, page: again } = await newPage(browser(), viewport);
        try {
          await again.goto(shared);
          await expect.poll(() => again.locator("main article h3").allTextContents()).toEqual(titles.slice(0, 100));
        } finally {
          await other.close();
        }
        await page.goBack();
        await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBeNull();
      } finally {
        await context.close();
      }
    });
  });
});
