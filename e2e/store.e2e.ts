import { describe, expect, inject, it } from "vitest";
import { CATALOGUE } from "@utsav/catalogue";
import { STORE_COPY, storeSlug } from "@utsav/domain/client";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// A public page for every vendor (issue 41 item 4, docs/decisions/0059): reached from an offering page's vendor
// sheet (phones) or panel (desktop), with its gallery and offerings; an unknown store is the 404 view.

const baseURL = inject("baseURL");
const browser = useBrowser();

const vendor = CATALOGUE.vendors.find((v) => v.key === "deepam-gifts")!;
const offering = CATALOGUE.offerings.find((o) => o.vendorKey === vendor.key)!;
const storePath = `/stores/${storeSlug({ id: vendor.key, name: vendor.name })}`;

describe.skipIf(!hasChromium && !process.env.CI)("a vendor's store", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("opens from an offering's vendor link and shows the gallery and the offerings", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}${offering.navRef}`);
        await page.waitForLoadState("networkidle");
        const link = { name: STORE_COPY.visitStoreOf(vendor.name) };
        if (viewport === "phone") {
          await page
            .getByRole("button", { name: new RegExp(`${vendor.name}`) })
            .first()
            .click();
          await page.getByRole("dialog").getByRole("link", link).click();
        } else {
          await page
            .getByRole("complementary", { name: `About ${vendor.name}` })
            .getByRole("link", link)
            .click();
        }
        await page.waitForURL(`${baseURL}${storePath}`);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(vendor.name);
        const gallery = page.getByRole("region", { name: STORE_COPY.gallery });
        await expect.poll(() => gallery.locator("figure figcaption").count()).toBeGreaterThan(0);
        const offerings = page.getByRole("region", { name: STORE_COPY.offerings(vendor.name) });
        await expect.poll(() => offerings.locator("article").count()).toBeGreaterThan(1);
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `store (${viewport})`);
      } finally {
        await context.close();
      }
    });

    it("answers an unknown store with the 404 view", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        const response = await page.goto(`${baseURL}/stores/no-such-store`);
        expect(response?.status()).toBe(404);
        await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(STORE_COPY.notFound);
        await expectAccessible(page, `unknown store (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });
});
