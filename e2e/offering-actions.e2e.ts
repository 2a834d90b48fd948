import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { CATALOGUE } from "@utsav/catalogue";
import { addDays, indianDate } from "@utsav/domain";
import { codeFor, freshMobile } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

const baseURL = inject("baseURL");
const browser = useBrowser();
const kit = CATALOGUE.offerings.find((o) => o.id === "JSS1")!;
const lights = CATALOGUE.offerings.find((o) => o.id === "ZS1")!;
const hamper = CATALOGUE.offerings.find((o) => o.id === "DGP1")!;

const freshNumber = () => freshMobile("95");

async function fillBooking(page: Page) {
  await page.getByRole("button", { name: "Submit" }).click();
  await expect.poll(() => page.getByText("Name is required").count()).toBe(1);
  await page.getByLabel(/^Name/).fill("Asha Rao");
  await page.getByLabel(/^Mobile/).fill("9845012345");
  await page.getByLabel(/^Address/).fill("12 MG Road, Bengaluru");
  await page.getByLabel(/^Event date/).fill(addDays(indianDate(), 7));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect
    .poll(() => page.getByText("Your booking has been placed! We will get back to you shortly.").count(), { timeout: 10_000 })
    .toBe(1);
}

describe.skipIf(!hasChromium && !process.env.CI)("book, call and buy", () => {
  it("phone: Book goes to the booking page, shows a validation error, then books", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      await page.goto(`${baseURL}${kit.navRef}`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Book Now" }).first().click();
      await page.waitForURL(/\/booking\?data=/);
      await expect.poll(() => page.getByText("Payment will be COD.").count(), { timeout: 10_000 }).toBe(1);
      await fillBooking(page);
      expect(await page.getByText("Go back to the Offering").count()).toBe(1);
      const bad = await page.goto(`${baseURL}/booking?data=not-base64!!`);
      expect(bad?.status()).toBe(400);
      expect(await page.getByText("This booking link is not valid").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("desktop: Book opens the booking dialog", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      await page.goto(`${baseURL}${kit.navRef}`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Book Now" }).last().click();
      await expect.poll(() => page.getByRole("dialog").count(), { timeout: 10_000 }).toBe(1);
      await fillBooking(page);
    } finally {
      await context.close();
    }
  });

  it("Call reveals the vendor's number after signing in", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      await page.goto(baseURL);
      const phone = `96${String(Date.now()).slice(-8)}`;
      await page.evaluate(async (phoneNumber) => {
        await fetch("/api/auth/consumer/otp/generate", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phoneNumber }),
        });
        const outbox = await (await fetch("/api/dev/outbox")).json();
        const code = outbox.data.messages.find((m: { to: string }) => m.to === `+91${phoneNumber}`).text.slice(0, 6);
        await fetch("/api/auth/consumer/otp/verify", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phoneNumber, otp: code }),
        });
      }, phone);
      await page.goto(`${baseURL}${lights.navRef}`);
      await page.waitForLoadState("networkidle");
      await page.getByRole("button", { name: "Call Now" }).first().click();
      const sheet = page.getByRole("dialog", { name: "Before You Connect!" });
      await expect.poll(() => sheet.getByText("XXXXXXXXXX").count(), { timeout: 10_000 }).toBe(1);
      await sheet.getByRole("button", { name: "View Contact" }).click();
      await expect.poll(() => sheet.getByText("+91 98000 11003").count()).toBe(1);
      expect(await sheet.getByRole("button", { name: "View Contact" }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("a guest at the %s viewport", (viewport) => {
    it("presses View Contact, signs in in the dialog and sees the number in the sheet without pressing again", async () => {
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}${lights.navRef}`);
        await page.waitForLoadState("networkidle");
        const callNow = page.getByRole("button", { name: "Call Now" });
        await (viewport === "phone" ? callNow.first() : callNow.last()).click();
        const sheet = page.getByRole("dialog", { name: "Before You Connect!" });
        const view = sheet.getByRole("button", { name: "View Contact" });
        await expect.poll(() => sheet.getByText("XXXXXXXXXX").count(), { timeout: 10_000 }).toBe(1);

        // Closing the sign-in returns to the sheet, the number still hidden and the keyboard on View Contact.
        await view.click();
        const login = page.getByRole("dialog", { name: "Login" });
        await expect.poll(() => login.getByLabel("Phone number").count(), { timeout: 10_000 }).toBe(1);
        // Escape reaches the dialog once it holds the keyboard focus (it takes it as it opens).
        await expect.poll(() => login.evaluate((dialog) => dialog.contains(document.activeElement)), { timeout: 5_000 }).toBe(true);
        await page.keyboard.press("Escape");
        await expect.poll(() => login.count(), { timeout: 5_000 }).toBe(0);
        expect(await sheet.getByText("XXXXXXXXXX").count()).toBe(1);
        await expect.poll(() => view.evaluate((button) => button === document.activeElement)).toBe(true);

        // Pressed again (from the keyboard), the sign-in opens; a new consumer signs in and onboards.
        await page.keyboard.press("Enter");
        await expect.poll(() => login.getByLabel("Phone number").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `login over the call sheet (${viewport})`);
        const number = freshNumber();
        await login.getByLabel("Phone number").fill(number);
        await login.getByRole("button", { name: "Get OTP" }).click();
        await expect.poll(() => login.getByLabel("Digit 1 of 6").count()).toBe(1);
        await login.getByLabel("Digit 1 of 6").click();
        await page.keyboard.type(await codeFor(number, baseURL));
        await expect.poll(() => login.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
        await login.getByLabel("Name").fill("Kavya Menon");
        await login.getByRole("button", { name: "Save and continue" }).click();
        await login.getByRole("button", { name: "Continue" }).click();

        // Back in the sheet, the contact was requested again by itself.
        await expect.poll(() => sheet.getByText("+91 98000 11003").count(), { timeout: 10_000 }).toBe(1);
        // The sign-in dialog closes with its animation, which may still be running when the number shows.
        await expect.poll(() => login.count()).toBe(0);
        expect(await view.isDisabled()).toBe(true);
        await expect
          .poll(() => sheet.getByRole("link", { name: "+91 98000 11003" }).evaluate((link) => link === document.activeElement))
          .toBe(true);
        await expectAccessible(page, `call sheet with the number (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });

  it("Buy without a shop link says how to buy and offers the vendor's chat, in this tab", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      await page.goto(`${baseURL}${hamper.navRef}`);
      await page.waitForLoadState("networkidle");
      // The catalogue keeps no invented shop addresses (docs/decisions/0039).
      await page.getByRole("button", { name: "Buy Now" }).last().click();
      const sheet = page.getByRole("dialog", { name: "How to buy" });
      await expect.poll(() => sheet.count()).toBe(1);
      await expect.poll(() => sheet.getByRole("link", { name: /^Chat with / }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
      expect(context.pages()).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
