import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays, BOOKING_STATUS_LABELS, formatLongDate, indianDate } from "@utsav/domain/client";
import { hasExport, serveExport } from "./support/app-export.ts";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile, signInOnPage } from "./support/sign-in.ts";

// The vendor's side of the app (issue 43, docs/decisions/0071), in the app's web export at a phone's size against the
// real API: the vendor signs in to the app with their business number; a guest books on the website; the vendor finds
// the booking on the app's dashboard and confirms it; the shopper signs in on the website and reads "Confirmed".

const apiURL = inject("baseURL");
const browser = useBrowser();
const eventDate = addDays(indianDate(), 12);

const shown = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).count(), { timeout: 20_000 }).toBeGreaterThan(0);

/** The app routes itself (history.pushState): the address changes without a page load. */
const at = (page: Page, pathname: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(pathname);

describe.skipIf((!hasChromium || !hasExport) && !process.env.CI)("the vendor's side of the app", () => {
  let site: Awaited<ReturnType<typeof serveExport>>;
  beforeAll(async () => {
    if (!hasExport) throw new Error("apps/mobile/dist/web is missing: run npm run mobile:install and npm run mobile:export first");
    site = await serveExport(apiURL);
  });
  afterAll(async () => site?.close());

  it("phone: a guest books on the web, the vendor confirms in the app, the shopper reads Confirmed", { timeout: 180_000 }, async () => {
    const vendorNumber = freshMobile("94");
    const consumerNumber = freshMobile("94");
    const context = await browser().newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const app = await context.newPage();
    try {
      // 1. The vendor signs in to the app as a vendor, with a new business number. The business is then made live
      // through the API with that very session (support/live-vendor.ts), as the website's onboarding would make it.
      await app.goto(`${site.url}/vendor/login`);
      await shown(app, "Sign in as vendor");
      await app.getByLabel("Phone number, required").fill(vendorNumber);
      await app.getByRole("button", { name: "Get OTP" }).click();
      await shown(app, /We sent a 6-digit code to/);
      await app.getByLabel("Digit 1 of 6").fill(await codeFor(vendorNumber, apiURL));
      await at(app, "/vendor");
      const kept = await app.evaluate(() => sessionStorage.getItem("utsav.session-token"));
      expect(kept).toMatch(/^vendor:/);
      const offering = await liveVendor(apiURL, `utsav_session=${kept!.slice("vendor:".length)}`, {
        business: `Tara Lights ${vendorNumber.slice(-5)}`,
        title: `Tara Fairy Lights ${vendorNumber.slice(-4)}`,
        operator: OPERATORS.vendorApp,
        // No advance: the booking reaches the vendor when placed (docs/decisions/0048).
        advancePercent: 0,
      });

      // 2. A guest books on the website.
      const guest = await newPage(browser(), "phone");
      try {
        const { page } = guest;
        await page.goto(`${apiURL}/offerings/${offering.slug}`);
        await page.getByRole("button", { name: "Book Now" }).first().click();
        await page.waitForURL(/\/booking\?data=/);
        await page.getByLabel(/^Name/).fill("Kavya Rao");
        await page.getByLabel(/^Mobile/).fill(consumerNumber);
        await page.getByLabel(/^Event date/).fill(eventDate);
        await page.getByRole("button", { name: "Submit" }).click();
        await shown(page, "Your booking has been placed! We will get back to you shortly.");
      } finally {
        await guest.context.close();
      }

      // 3. In the app, the dashboard says a booking waits; the vendor opens it and confirms it.
      await app.goto(`${site.url}/vendor`);
      await app.getByRole("link", { name: /^1 booking waiting for your answer/ }).click();
      await at(app, "/vendor/bookings");
      const row = app.getByRole("link", { name: new RegExp(`^Kavya Rao · ${offering.title}`) });
      await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
      await expectAccessible(app, "the vendor's bookings in the app");
      await row.click();
      await shown(app, formatLongDate(eventDate));
      await expectAccessible(app, "a booking in the vendor's app");
      await app.getByRole("button", { name: /^Confirm #/ }).click();
      await shown(app, BOOKING_STATUS_LABELS.confirmed);
      await expect.poll(() => app.getByRole("button", { name: /^Confirm #/ }).count(), { timeout: 20_000 }).toBe(0);
    } finally {
      await context.close();
    }

    // 4. The shopper signs in on the website with the number they booked with, and reads "Confirmed".
    const consumer = await newPage(browser(), "phone");
    try {
      const { page } = consumer;
      await page.goto(`${apiURL}/login?redirect=${encodeURIComponent("/account/bookings")}`);
      await signInOnPage(page, consumerNumber, apiURL);
      await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
      await page.getByLabel("Name").fill("Kavya Rao");
      await page.getByRole("button", { name: "Save and continue" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(`${apiURL}/account/bookings`, { timeout: 15_000 });
      const list = page.getByRole("list", { name: "My bookings" });
      await expect.poll(() => list.getByText(BOOKING_STATUS_LABELS.confirmed).count(), { timeout: 10_000 }).toBe(1);
    } finally {
      await consumer.context.close();
    }
  });
});
