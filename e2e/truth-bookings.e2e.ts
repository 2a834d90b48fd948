import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { CATALOGUE } from "@utsav/catalogue";
import { addDays, indianDate } from "@utsav/domain";
import { codeFor, freshMobile } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// Issue 38: the booking form, sign-in and My bookings tell the truth (docs/decisions/0041). A new shopper signs in from
// /login?redirect=; a signed-in /login?redirect= goes straight on; My bookings has one <main>; the booking form starts
// from their profile, holds the address to what the API takes, keeps a pasted "+91" number, offers the localities its
// error names, and says the booking is in My bookings; My bookings says the event and the price. Both sizes, with axe.

const baseURL = inject("baseURL");
const browser = useBrowser();
const studio = CATALOGUE.offerings.find((o) => o.id === "JSS1")!; // Book, with an address and a date question
const MY_BOOKINGS = `${baseURL}/login?redirect=${encodeURIComponent("/account/bookings")}`;

/** A new shopper signs in from /login?redirect=My bookings, tells their name, and lands there. */
async function signUp(page: Page, number: string) {
  await page.goto(MY_BOOKINGS);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFor(number, baseURL));
  await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
  await page.getByLabel("Name").fill("Meera Iyer");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${baseURL}/account/bookings`, { timeout: 15_000 });
}

describe.skipIf(!hasChromium && !process.env.CI)("the booking form, sign-in and My bookings tell the truth", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("a signed-in shopper books from their profile and finds the event and the price in My bookings", { timeout: 120_000 }, async () => {
      const { context, page } = await newPage(browser(), viewport);
      const number = freshMobile("94");
      try {
        await signUp(page, number);
        expect(await page.locator("main").count()).toBe(1);
        await expectAccessible(page, `my bookings, empty (${viewport})`);

        // Signed in, /login?redirect= goes straight to the page, with one <main>.
        await page.goto(MY_BOOKINGS);
        await page.waitForURL(`${baseURL}/account/bookings`, { timeout: 10_000 });
        expect(await page.locator("main").count()).toBe(1);

        await page.goto(`${baseURL}${studio.navRef}`);
        await page.waitForLoadState("networkidle");
        const book = page.getByRole("button", { name: "Book Now" });
        await (viewport === "phone" ? book.first() : book.last()).click();
        if (viewport === "phone") await page.waitForURL(/\/booking\?data=/);
        // Started from the profile, and still theirs to change.
        await expect.poll(() => page.getByLabel(/^Name/).inputValue(), { timeout: 10_000 }).toBe("Meera Iyer");
        const mobile = page.getByLabel(/^Mobile/);
        expect(await mobile.inputValue()).toBe(number);
        await mobile.fill("");
        await mobile.focus();
        await page.keyboard.insertText(`+91 ${number.slice(0, 5)} ${number.slice(5)}`);
        expect(await mobile.inputValue()).toBe(number);
        const address = page.getByLabel(/^Address/);
        expect(await address.getAttribute("maxlength")).toBe("2000");
        await address.fill("12 MG Road, Bengaluru");
        await page.getByLabel(/^Event date/).fill(addDays(indianDate(), 7));
        // The locality offers the list its error speaks of; left empty, the server reads the address.
        expect(await page.getByRole("combobox", { name: /Locality or pincode/ }).count()).toBe(1);
        await expectAccessible(page, `booking form, signed in (${viewport})`);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect.poll(() => page.getByText("It is in My bookings, where you can follow it.").count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByText("Sign in with the same phone number").count()).toBe(0);

        await page.goto(`${baseURL}/account/bookings`);
        const list = page.getByRole("list", { name: "My bookings" });
        await expect.poll(() => list.getByText(/^Event: /).count(), { timeout: 10_000 }).toBe(1);
        expect(await list.getByText(/^Price: ₹/).count()).toBe(1);
        await expectAccessible(page, `my bookings (${viewport})`);
        await list.getByRole("link", { name: studio.title }).click();
        await expect.poll(() => page.getByRole("heading", { name: "Cancellation terms" }).count(), { timeout: 10_000 }).toBe(1);
        expect(await page.locator("main").count()).toBe(1);
        await expectAccessible(page, `my booking (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });
});
