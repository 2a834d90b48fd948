import { describe, expect, inject, it } from "vitest";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe.skipIf(!hasChromium && !process.env.CI)("vendor waitlist", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("a vendor outside Bengaluru asks for a call back on /vendors", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}/vendors`);
        await page.waitForLoadState("networkidle");
        // Get started goes to the vendor sign-in.
        expect(
          await page.getByRole("link", { name: "Get started" }).evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
        ).toEqual(["/vendor/login", "/vendor/login"]);

        const form = page.getByRole("form", { name: "Request a call back" });
        const submit = form.getByRole("button", { name: "Request a call back" });
        await submit.click();
        await expect.poll(() => form.getByText("Business name is required").count()).toBe(1);
        expect(await form.getByText("Please enter your phone number").count()).toBe(1);
        expect(await form.getByLabel(/^City/).inputValue()).toBe("Bengaluru");

        await form.getByLabel(/^Business name/).fill("Mallige Florals");
        await form.getByLabel(/^Contact name/).fill("Asha Rao");
        await form.getByLabel(/^Mobile number/).fill("12345");
        await form.getByLabel(/^Email/).fill("asha@");
        await form.getByLabel(/^Category/).selectOption({ label: "Flowers" });
        await form.getByLabel(/^City/).fill("Mysuru");
        await submit.click();
        await expect.poll(() => form.getByText("Please enter a valid mobile number").count()).toBe(1);
        expect(await form.getByText("Please enter a valid email address").count()).toBe(1);
        await expectAccessible(page, `vendor waitlist with errors (${viewport})`);

        await form.getByLabel(/^Mobile number/).fill(`98${String(Date.now()).slice(-8)}`);
        await form.getByLabel(/^Email/).fill("asha@mallige.in");
        await submit.click();
        const done = page.getByRole("status").filter({ hasText: "Thanks! We'll notify you when we launch." });
        await expect.poll(() => done.count(), { timeout: 10_000 }).toBe(1);
        expect(await done.textContent()).toContain("Asha Rao");
        expect(await form.count()).toBe(0);
        await expectAccessible(page, `vendor waitlist joined (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });
});
