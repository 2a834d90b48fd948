import { describe, expect, inject, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { CATALOGUE } from "@utsav/catalogue";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// Issue 38: the offering page tells the truth (docs/decisions/0039). A Buy without a shop says how to buy; the
// summary, Good to Know, 'From', one support block or the policy; the verified badge stays whole; the policy sheet
// has the same padding on both sides.

const baseURL = inject("baseURL");
const browser = useBrowser();

const hamper = CATALOGUE.offerings.find((o) => o.id === "DGP1")!; // Buy, no shop link, the vendor's WhatsApp
const kit = CATALOGUE.offerings.find((o) => o.id === "JSS1")!; // Book, a fixed price
const lights = CATALOGUE.offerings.find((o) => o.id === "ZS1")!; // Call, the policy card with a refund calculator
const lightsPolicy = CATALOGUE.vendors.find((v) => v.key === lights.vendorKey)!.policy!;
const vendorOf = (vendorKey: string) => CATALOGUE.vendors.find((v) => v.key === vendorKey)!.name;

const shown = (locator: Locator) => locator.filter({ visible: true });

async function open(page: Page, path: string) {
  await page.goto(`${baseURL}${path}`);
  await page.waitForLoadState("networkidle");
}

describe.skipIf(!hasChromium && !process.env.CI)("the offering page tells the truth", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("a Buy without a shop link says how to buy and offers the vendor's chat; the page has one chat", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await open(page, hamper.navRef);
        expect(await page.getByText(hamper.summary).isVisible()).toBe(true);
        expect(await shown(page.getByRole("heading", { name: "Have any questions?" })).count()).toBe(1);
        // The footer has its own Chat with Us (application §2); the page has one.
        expect(await shown(page.getByRole("main").getByRole("link", { name: "Chat with Us" })).count()).toBe(1);
        expect(await page.getByRole("link", { name: "Chat with the vendor" }).count()).toBe(0);
        await expectAccessible(page, `Buy offering (${viewport})`);

        await shown(page.getByRole("button", { name: "Buy Now" })).click();
        const sheet = page.getByRole("dialog", { name: "How to buy" });
        await expect.poll(() => sheet.count()).toBe(1);
        const chat = sheet.getByRole("link", { name: `Chat with ${vendorOf(hamper.vendorKey)}` });
        await expect.poll(() => chat.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hi%2C%20I%20would%20like%20to%20buy/);
        expect(context.pages()).toHaveLength(1);
        await expectAccessible(page, `How to buy (${viewport})`);
      } finally {
        await context.close();
      }
    });

    it("a Book offering shows its summary, its Good to Know and 'From' above its fixed price", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await open(page, kit.navRef);
        expect(await page.getByText(kit.summary).isVisible()).toBe(true);
        expect(await shown(page.getByRole("heading", { name: "Good to Know" })).count()).toBe(1);
        const price = shown(page.getByRole("region", { name: viewport === "phone" ? "Price" : "Price and action", exact: true }));
        expect(await price.textContent()).toMatch(/^From/);
        await expectAccessible(page, `Book offering (${viewport})`);
      } finally {
        await context.close();
      }
    });

    it("keeps the verified badge whole beside a long vendor name", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await open(page, hamper.navRef);
        // Every visible badge (the vendor strip on phones, the vendor panel and cards on the desktop), its name made long.
        const fits = await page.evaluate((long) => {
          const badges = Array.from(document.querySelectorAll("main span")).filter(
            (el): el is HTMLElement => el.textContent === "Verified" && el instanceof HTMLElement && el.offsetParent !== null,
          );
          return badges.slice(0, 4).map((badge) => {
            if (badge.previousElementSibling) badge.previousElementSibling.textContent = long;
            const b = badge.getBoundingClientRect();
            let clipped = badge.scrollWidth > badge.clientWidth;
            for (let el = badge.parentElement; el && !clipped; el = el.parentElement) {
              if (getComputedStyle(el).overflowX === "visible") continue;
              const box = el.getBoundingClientRect();
              clipped = b.left < box.left - 0.5 || b.right > box.right + 0.5;
            }
            return b.width > 0 && !clipped;
          });
        }, "Sri Lakshmi Venkateshwara Flower Decorators and Event Management Services of Bengaluru");
        expect(fits.length).toBeGreaterThan(0);
        expect(fits.every(Boolean), JSON.stringify(fits)).toBe(true);
      } finally {
        await context.close();
      }
    });

    it("the policy sheet has the same padding on both sides", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await open(page, lights.navRef);
        await shown(page.getByRole("button", { name: new RegExp(lightsPolicy.title) })).click();
        const sheet = page.getByRole("dialog", { name: lightsPolicy.title });
        await expect.poll(() => sheet.getByText(lightsPolicy.description).count()).toBe(1);
        // Measured against the sheet body's inner box, so a desktop scrollbar does not count as padding.
        const gaps = await sheet.getByText(lightsPolicy.description).evaluate((p) => {
          const body = p.closest("[tabindex='0']") as HTMLElement;
          const left = body.getBoundingClientRect().left + body.clientLeft;
          const inner = p.getBoundingClientRect();
          return { left: inner.left - left, right: left + body.clientWidth - inner.right, overflow: body.scrollWidth - body.clientWidth };
        });
        expect(gaps.left).toBeGreaterThanOrEqual(12);
        expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(1);
        expect(gaps.overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page, `policy sheet (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });
});
