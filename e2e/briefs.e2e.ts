import { addDays, indianDate } from "@utsav/domain";
import { describe, expect, inject, it } from "vitest";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { liveVendor, outbox } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";

// Requests for proposals (docs/decisions/0023), at a phone and a desktop size: a signed-out consumer follows the
// hero's button and sends a brief for a birthday in HSR Layout, signing in by code in the modal at submit; two
// vendors that serve HSR Layout quote; the consumer compares the quotes side by side and accepts one with the
// keyboard, which becomes a booking; the other vendor sees its quote closed and was told by SMS.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("94");

/** A vendor signed in in its own browser and made live, based in `area`, serving 10 km around it. */
async function quotingVendor(viewport: ViewportName, area: string, name: string) {
  const number = freshNumber();
  const { context, page } = await newPage(browser(), viewport);
  await page.goto(`${baseURL}/vendor/login`);
  await signInOnPage(page, number, baseURL);
  await page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
  const session = (await context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
  const business = `${name} ${number.slice(-5)}`;
  const offering = await liveVendor(baseURL, `${session.name}=${session.value}`, {
    business,
    title: `${name} Balloon Arch ${number.slice(-4)}`,
    service: { area, radiusKm: 10, leadTimeDays: 3 },
    operator: OPERATORS.briefs,
    // No advance: the accepted quote reaches the vendor at once (payments-journey.e2e.ts pays one).
    advancePercent: 0,
  });
  return { context, page, number, business, offering };
}

/** The vendor finds the brief in its requests and sends a quote linking its offering. */
async function sendQuote(vendor: Awaited<ReturnType<typeof quotingVendor>>, viewport: ViewportName, price: string) {
  const { page } = vendor;
  await page.goto(`${baseURL}/vendor`);
  await page.getByRole("navigation", { name: "Vendor area" }).getByRole("link", { name: "Requests" }).click();
  await page.waitForURL(`${baseURL}/vendor/briefs`);
  const row = page.getByRole("link", { name: /^Birthday in HSR Layout/ });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  await expectAccessible(page, `vendor requests (${viewport})`);
  await row.click();
  await page.getByRole("textbox", { name: /Price/ }).fill(price);
  await page.getByRole("textbox", { name: /What's included/ }).fill("Balloon arch in pastel colours, name backdrop, set-up and removal");
  await page.getByRole("combobox", { name: /Link one of your offerings/ }).selectOption({ label: vendor.offering.title });
  await page.getByLabel(/Valid until/).fill(addDays(indianDate(), 5));
  await expectAccessible(page, `vendor quote form (${viewport})`);
  await page.getByRole("button", { name: "Send quote" }).click();
  await expect.poll(() => page.getByRole("button", { name: "Update quote" }).count(), { timeout: 10_000 }).toBe(1);
}

describe.skipIf(!hasChromium && !process.env.CI)("requests for proposals", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: a shopper's brief gets two quotes, one is accepted, the other closed`, { timeout: 240_000 }, async () => {
      const first = await quotingVendor(viewport, "HSR Layout", "Pastel Parties");
      const second = await quotingVendor(viewport, "Koramangala", "Sunrise Decor");
      const consumerNumber = freshNumber();

      // 1. The consumer follows the hero's button and sends a brief, signing in by code at submit.
      const consumer = await newPage(browser(), viewport);
      const { page } = consumer;
      await page.goto(baseURL);
      await page.getByRole("link", { name: "request proposals" }).first().click();
      await page.waitForURL(`${baseURL}/request-proposals`);
      await page.getByRole("heading", { level: 1, name: "Request proposals" }).waitFor();
      await expectAccessible(page, `request proposals (${viewport})`);
      await page.getByRole("combobox", { name: /Occasion/ }).selectOption("Birthday");
      await page.getByLabel(/Event date/).fill(addDays(indianDate(), 10));
      await page.getByRole("combobox", { name: /Locality/ }).fill("HSR Layout");
      await page.getByRole("textbox", { name: /Guests or units/ }).fill("30");
      await page.getByRole("textbox", { name: /Budget from/ }).fill("10000");
      await page.getByRole("textbox", { name: /Budget up to/ }).fill("25000");
      await page.getByRole("checkbox", { name: "Decor" }).check();
      await page.getByRole("textbox", { name: /Notes/ }).fill("A pastel theme for a sixth birthday, on the terrace");
      await page.getByRole("button", { name: "Request proposals" }).click();
      const login = page.getByRole("dialog", { name: "Login" });
      await login.waitFor();
      await signInOnPage(page, consumerNumber, baseURL);
      await login.getByLabel("Name").fill("Meera Iyer");
      await login.getByRole("button", { name: "Save and continue" }).click();
      await login.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(/\/account\/briefs\/br_\w+$/, { timeout: 20_000 });
      const briefUrl = page.url();
      await expect.poll(() => page.getByText(/^Sent to \d+ vendors · 0 quotes$/).count(), { timeout: 10_000 }).toBe(1);
      await expectAccessible(page, `my request, waiting (${viewport})`);
      // Both vendors were told of it by SMS, in the brief's own transaction.
      await expect
        .poll(
          async () => {
            const messages = await outbox(baseURL);
            return [first, second].every((v) => messages.some((m) => m.to === `+91${v.number}` && m.text.startsWith("New request #")));
          },
          { timeout: 10_000 },
        )
        .toBe(true);

      // 2. Both vendors quote.
      await sendQuote(first, viewport, "18000");
      await sendQuote(second, viewport, "21500");

      // 3. The consumer compares the quotes side by side and accepts the first with the keyboard.
      await page.goto(briefUrl);
      const quotes = page.getByRole("list", { name: "Quotes" });
      await expect.poll(() => quotes.getByRole("heading", { level: 3 }).allTextContents()).toEqual([first.business, second.business]);
      expect(await quotes.getByText("₹18,000").count()).toBe(1);
      expect(await quotes.getByText("₹21,500").count()).toBe(1);
      // Neither vendor asks an advance here, so the accepted quote reaches its vendor at once (docs/decisions/0048).
      expect(await quotes.getByText("No advance", { exact: true }).count()).toBe(2);
      await expectAccessible(page, `quotes side by side (${viewport})`);
      await page.getByRole("button", { name: `Accept ${first.business}'s quote` }).focus();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("dialog", { name: "Accept this quote?" });
      await confirm.waitFor();
      await expectAccessible(page, `accept dialog (${viewport})`);
      await confirm.getByRole("button", { name: `Accept ${first.business}'s quote` }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("link", { name: "View booking" }).click();
      await page.waitForURL(/\/account\/bookings\/bk_\w+$/);
      await expect.poll(() => page.getByText(first.offering.title).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await consumer.context.close();

      // 4. The other vendor sees its quote closed, and was told by SMS; the first finds its booking.
      await second.page.goto(`${baseURL}/vendor/briefs`);
      const closedRow = second.page
        .getByRole("listitem")
        .filter({ has: second.page.getByRole("link", { name: /^Birthday in HSR Layout/ }) });
      await expect.poll(() => closedRow.getByText("Closed").count(), { timeout: 10_000 }).toBe(1);
      await closedRow.getByRole("link").click();
      await second.page.getByRole("heading", { name: "Your quote is closed" }).waitFor();
      await expectAccessible(second.page, `vendor's closed quote (${viewport})`);
      await expect
        .poll(
          async () =>
            (await outbox(baseURL)).some((m) => m.to === `+91${second.number}` && m.text.startsWith("The customer chose another quote")),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      await first.page.goto(`${baseURL}/vendor/bookings`);
      await expect
        .poll(() => first.page.getByRole("link", { name: `Meera Iyer · ${first.offering.title}` }).count(), { timeout: 10_000 })
        .toBe(1);
      await first.context.close();
      await second.context.close();
    });
  }
});
