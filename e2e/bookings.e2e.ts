import { describe, expect, inject, it } from "vitest";
import { addDays, formatLongDate, indianDate } from "@utsav/domain";
import { liveVendor, outbox as outboxOf } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// A booking's round trip (docs/decisions/0021), at a phone and a desktop size: a guest books a vendor's offering;
// the vendor signs in, finds the booking and confirms it; the consumer signs in with the number they booked with
// and reads "Confirmed"; and the SMS that told them is in the local outbox.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("93");
const eventDate = addDays(indianDate(), 10);

/** One live bookable offering for the vendor whose session cookie is given (support/live-vendor.ts). */
function bookableOffering(cookie: string, vendorNumber: string) {
  return liveVendor(baseURL, cookie, {
    business: `Diya Decor ${vendorNumber.slice(-5)}`,
    title: `Diya Courtyard Decor ${vendorNumber.slice(-4)}`,
    operator: OPERATORS.bookings,
    // No advance: the booking reaches the vendor when placed, cash on the day, as before payments (docs/decisions/0048).
    advancePercent: 0,
  });
}

const outbox = () => outboxOf(baseURL);

describe.skipIf(!hasChromium && !process.env.CI)("a booking's round trip", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: a guest books, the vendor confirms, the shopper reads "Confirmed"`, { timeout: 120_000 }, async () => {
      const vendorNumber = freshNumber();
      const consumerNumber = freshNumber();
      // The vendor signs in; their business and a bookable offering are made with that session.
      const vendor = await newPage(browser(), viewport);
      await vendor.page.goto(`${baseURL}/vendor/login`);
      await signInOnPage(vendor.page, vendorNumber, baseURL);
      await vendor.page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
      const session = (await vendor.context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
      const offering = await bookableOffering(`${session.name}=${session.value}`, vendorNumber);

      // 1. A guest books.
      const guest = await newPage(browser(), viewport);
      try {
        const { page } = guest;
        await page.goto(`${baseURL}/offerings/${offering.slug}`);
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: "Book Now" }).first().click();
        if (viewport === "phone") await page.waitForURL(/\/booking\?data=/);
        await page.getByLabel(/^Name/).fill("Meera Iyer");
        await page.getByLabel(/^Mobile/).fill(consumerNumber);
        // The form's date picker asks the date; the vendor's own "Event date" field takes it (decision 0022).
        expect(await page.getByLabel(/^Event date/).count()).toBe(1);
        await page.getByLabel(/^Event date/).fill(eventDate);
        await page.getByRole("button", { name: "Submit" }).click();
        await expect
          .poll(() => page.getByText("Your booking has been placed! We will get back to you shortly.").count(), { timeout: 15_000 })
          .toBe(1);
        expect(await page.getByRole("link", { name: "Track this booking" }).count()).toBe(1);
      } finally {
        await guest.context.close();
      }
      await expect
        .poll(async () => (await outbox()).some((m) => m.text.startsWith("New booking") && m.text.includes("from Meera Iyer")), {
          timeout: 10_000,
        })
        .toBe(true);

      // 2. The vendor, signed in, finds the booking from the dashboard and confirms it.
      try {
        const { page } = vendor;
        await page.goto(`${baseURL}/vendor`);
        await page
          .getByRole("link", { name: /Bookings/ })
          .first()
          .click();
        await page.waitForURL(`${baseURL}/vendor/bookings`);
        const row = page.getByRole("link", { name: `Meera Iyer · ${offering.title}` });
        await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `vendor bookings (${viewport})`);
        await row.click();
        await expect.poll(() => page.getByText(formatLongDate(eventDate)).count(), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await page.getByRole("link", { name: "Call Meera Iyer" }).getAttribute("href")).toBe(`tel:+91${consumerNumber}`);
        await page.getByRole("button", { name: /^Confirm #/ }).click();
        await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `vendor booking (${viewport})`);
      } finally {
        await vendor.context.close();
      }

      // 3. The consumer signs in with the same number and reads "Confirmed".
      const consumer = await newPage(browser(), viewport);
      try {
        const { page } = consumer;
        await page.goto(`${baseURL}/login?redirect=${encodeURIComponent("/account/bookings")}`);
        await signInOnPage(page, consumerNumber, baseURL);
        await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
        await page.getByLabel("Name").fill("Meera Iyer");
        await page.getByRole("button", { name: "Save and continue" }).click();
        await page.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL(`${baseURL}/account/bookings`, { timeout: 15_000 });
        const list = page.getByRole("list", { name: "My bookings" });
        await expect.poll(() => list.getByText("Confirmed").count(), { timeout: 10_000 }).toBe(1);
        await list.getByRole("link", { name: offering.title }).click();
        await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `my booking (${viewport})`);
      } finally {
        await consumer.context.close();
      }

      // 4. The SMS that told the consumer is in the outbox.
      await expect
        .poll(
          async () =>
            (await outbox()).some(
              (m) => m.to === `+91${consumerNumber}` && /^Your booking #\w{8} for .* is confirmed by Diya Decor/.test(m.text),
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
    });
  }
});
