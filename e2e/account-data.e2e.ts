import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { BOOKING_COPY, PRIVACY_COPY } from "@utsav/domain";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// Download my data, delete my account (docs/decisions/0031), at a phone and a desktop size: a guest follows the web
// link to /account/data and signs up on the way; the shopper downloads their data from the profile popup and reads
// their number in the file; deletes the account on the page; and signing in again with the same number is someone new.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("98");

/** A new consumer's onboarding: asked the name (the field empty), then welcomed; Continue leaves the login page. */
async function onboard(page: Page, name: string) {
  await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
  expect(await page.getByLabel("Name").inputValue()).toBe("");
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect.poll(() => page.getByRole("heading", { name: "Welcome" }).count()).toBe(1);
  await page.getByRole("button", { name: "Continue" }).click();
}

/** GET /api/auth/session, from the page (with its cookie). */
const sessionOf = (page: Page) =>
  page.evaluate(
    async () => (await (await fetch("/api/auth/session")).json()) as { data: { isAuthenticated: boolean; userId: string | null } },
  );

describe.skipIf(!hasChromium && !process.env.CI)("your data", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("a shopper downloads their data, deletes the account, and signs up again as someone new", { timeout: 120_000 }, async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        const number = freshNumber();

        // 1. The web link (Google Play's): a guest signs in first, and comes back to the page.
        await page.goto(`${baseURL}/account/data`);
        await page.waitForURL(`${baseURL}/login?redirect=%2Faccount%2Fdata`);
        await page.waitForLoadState("networkidle");
        await signInOnPage(page, number, baseURL);
        await onboard(page, "Meera Iyer");
        await page.waitForURL(`${baseURL}/account/data`);
        await page.getByRole("heading", { level: 1, name: PRIVACY_COPY.sectionTitle }).waitFor();
        await expectAccessible(page, `your data (${viewport})`);
        const first = await sessionOf(page);
        expect(first.data.isAuthenticated).toBe(true);

        // 2. The profile popup, from the header, downloads the file: the shopper's profile, their number in it.
        await page.goto(baseURL);
        await page.waitForLoadState("networkidle");
        const menu =
          viewport === "desktop" ? page.getByRole("button", { name: "Menu" }).first() : page.getByRole("button", { name: "Menu" }).last();
        await menu.click();
        await (
          viewport === "desktop" ? page.getByRole("menuitem", { name: "Profile" }) : page.getByRole("button", { name: "Profile" })
        ).click();
        const profile = page.getByRole("dialog", { name: "Profile" });
        const yourData = profile.getByRole("region", { name: PRIVACY_COPY.sectionTitle });
        await yourData.waitFor({ timeout: 10_000 });
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          yourData.getByRole("button", { name: PRIVACY_COPY.downloadData }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^utsav-my-data-\d{4}-\d{2}-\d{2}\.json$/);
        const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
          format: string;
          profile: { userId: string; userType: string; phone: string; fullName: string | null };
          bookings: unknown[];
        };
        expect(exported).toMatchObject({
          format: "utsav-my-data",
          profile: { userId: first.data.userId, userType: "consumer", phone: `+91${number}`, fullName: "Meera Iyer" },
          bookings: [],
        });

        // 3. "Delete my account" leads to the page, which asks: what goes, what stays, and the word.
        await yourData.getByRole("link", { name: PRIVACY_COPY.deleteAccount }).click();
        await page.waitForURL(`${baseURL}/account/data`);
        await expect.poll(() => page.getByRole("dialog", { name: "Profile" }).count()).toBe(0);
        await page.getByRole("button", { name: PRIVACY_COPY.deleteAccount }).click();
        const question = page.getByRole("dialog", { name: PRIVACY_COPY.deleteTitle });
        await expect.poll(() => question.getByText(PRIVACY_COPY.removed[0]).count(), { timeout: 10_000 }).toBe(1);
        expect(await question.getByText(/Erased on/).count()).toBeGreaterThan(0);
        const remove = question.getByRole("button", { name: PRIVACY_COPY.confirmDelete });
        expect(await remove.isDisabled()).toBe(true);
        await expectAccessible(page, `delete your account? (${viewport})`);
        // The word, in any case, then Enter: the keyboard alone.
        await question.getByLabel(PRIVACY_COPY.confirmLabel).fill("delete");
        await expect.poll(() => remove.isDisabled()).toBe(false);
        await page.keyboard.press("Enter");

        // 4. Signed out everywhere, home, and told so.
        await page.waitForURL(`${baseURL}/`);
        await expect.poll(() => page.getByRole("status").filter({ hasText: PRIVACY_COPY.deleted }).count(), { timeout: 10_000 }).toBe(1);
        expect((await sessionOf(page)).data.isAuthenticated).toBe(false);
        expect((await context.cookies()).some((cookie) => cookie.name.endsWith("utsav_session"))).toBe(false);
        await expectAccessible(page, `home after deleting (${viewport})`);

        // 5. The same number signs up again: asked its name again, someone new, with no bookings.
        await page.goto(`${baseURL}/login`);
        await page.waitForLoadState("networkidle");
        await signInOnPage(page, number, baseURL);
        await onboard(page, "Meera Iyer");
        await page.waitForURL(`${baseURL}/`);
        const again = await sessionOf(page);
        expect(again.data.isAuthenticated).toBe(true);
        expect(again.data.userId).not.toBe(first.data.userId);
        await page.goto(`${baseURL}/account/bookings`);
        await expect.poll(() => page.getByText(BOOKING_COPY.noBookings).count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  });
});
