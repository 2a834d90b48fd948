import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// Issue 38: the storefront says only what is so (docs/decisions/0040). The home hero asks for an e-mail for the app's
// launch, the locality picker says when nothing matches, the home band names the chosen locality, the vendors' page
// promises nothing that does not exist, and the lists and search share one Filters dialog. Every screen at both sizes,
// checked with axe.

const baseURL = inject("baseURL");
const browser = useBrowser();

/** The Filters dialog, opened from the page's Filters button: Apply waits for a change. */
async function openFilters(page: Page) {
  await page.getByRole("button", { name: /^Filters/ }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await dialog.waitFor();
  const apply = dialog.getByRole("button", { name: "Apply" });
  expect(await apply.isDisabled()).toBe(true);
  expect(await dialog.getByRole("button", { name: /^Show/ }).count()).toBe(0);
  await dialog
    .getByRole("group", { name: "Rating" })
    .getByRole("radio", { name: /^4\.5 & Above/ })
    .check();
  expect(await apply.isDisabled()).toBe(false);
  return { dialog, apply };
}

describe.skipIf(!hasChromium && !process.env.CI)("the storefront tells the truth", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("home: the hero asks about the app, the locality picker says when nothing matches, the band names the locality", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}/`);
        await page.waitForLoadState("networkidle");
        const hero = page.locator("#hero-title").locator("xpath=ancestor::section[1]");
        await expect.poll(() => hero.getByText("Now in Bengaluru · App coming soon").count()).toBe(1);
        expect(await hero.getByText(/Android and iPhone is coming soon/).count()).toBe(1);
        expect(await page.getByText(/launching in|open bookings|rated by the people/i).count()).toBe(0);
        await expectAccessible(page, `home (${viewport})`);

        await page.getByRole("button", { name: /^Location: / }).click();
        const popup = page.getByRole("dialog", { name: "Select your City" });
        await popup.getByLabel("Your locality").fill("xyz");
        const status = popup.getByRole("status");
        await expect.poll(() => status.textContent(), { timeout: 10_000 }).toContain("No locality matches “xyz”");
        await expectAccessible(page, `locality picker, no match (${viewport})`);

        await popup.getByLabel("Your locality").fill("HSR");
        await popup.getByRole("button", { name: /^HSR Layout \d/ }).click();
        await page.getByRole("button", { name: "Location: HSR Layout. Change city or locality" }).waitFor({ timeout: 10_000 });
        // The band is the phone's (application §2: header location, mobile only).
        if (viewport === "phone") {
          await expect.poll(() => page.getByText("Celebrations in HSR Layout").count(), { timeout: 10_000 }).toBe(1);
        }
      } finally {
        await context.close();
      }
    });

    it("the vendors' page promises no GST invoices, and the store page vendors have", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}/vendors`);
        await expect.poll(() => page.getByRole("heading", { name: "Your own store page" }).count()).toBe(1);
        expect(await page.getByText(/storefront|photo gallery|invoice/i).count()).toBe(0);
        await expectAccessible(page, `vendors (${viewport})`);
      } finally {
        await context.close();
      }
    });

    it("search and the lists edit their filters in the same dialog: Apply, not a results count", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}/search?q=hamper`);
        await page.waitForLoadState("networkidle");
        let filters = await openFilters(page);
        await expectAccessible(page, `search filters (${viewport})`);
        await filters.apply.click();
        await expect.poll(() => new URL(page.url()).searchParams.get("rating"), { timeout: 10_000 }).toBe("4.5");
        await expect.poll(() => page.getByRole("button", { name: "Filters (1 applied)" }).count(), { timeout: 10_000 }).toBe(1);

        await page.goto(`${baseURL}/offerings`);
        await page.waitForLoadState("networkidle");
        filters = await openFilters(page);
        await expectAccessible(page, `list filters (${viewport})`);
        await filters.apply.click();
        await expect.poll(() => page.getByRole("button", { name: "Filters (1 applied)" }).count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  });
});
