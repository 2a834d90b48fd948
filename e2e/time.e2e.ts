import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addDays, availabilityMessageFor, earliestEventDate, formatLongDate } from "@utsav/domain/client";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import { liveVendor, outbox } from "./support/live-vendor.ts";
import { OPERATORS, startAppServer } from "./support/server.ts";
import { freshMobile, sessionThroughApi, signInOnPage } from "./support/sign-in.ts";

// The last place of a day, and time (docs/decisions/0054, 0056). A vendor takes one event a day; two shoppers, one at
// a phone's size and one at a desktop's, book that day at the same moment: one booking is placed, the other is told
// the day is full. Nobody answers; the local clock moves two days on, and the booking expires with its shopper told.
// This journey moves its server's clock, so it has a server of its own: the other journeys' bookings keep their time.

const browser = useBrowser();
let site: { url: string; stop: () => Promise<void> };
beforeAll(async () => {
  site = await startAppServer();
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

/** A guest's booking form of the offering, filled for `date`, its Submit not pressed yet. */
async function bookingForm(page: Page, viewport: "phone" | "desktop", number: string, slug: string, date: string) {
  await page.goto(`${site.url}/offerings/${slug}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Book Now" }).first().click();
  if (viewport === "phone") await page.waitForURL(/\/booking\?data=/);
  await page.getByLabel(/^Name/).fill(viewport === "phone" ? "Meera Iyer" : "Ravi Kumar");
  await page.getByLabel(/^Mobile/).fill(number);
  await page.getByLabel(/^Event date/).fill(date);
}

const PLACED = "Your booking has been placed! We will get back to you shortly.";

describe.skipIf(!hasChromium && !process.env.CI)("the last place of a day, and time", () => {
  it("two shoppers book the last place at once, one wins; unanswered, it expires two days on", { timeout: 240_000 }, async () => {
    const vendorNumber = freshMobile("86");
    const cookie = await sessionThroughApi(site.url, "vendor", vendorNumber);
    const { slug, title } = await liveVendor(site.url, cookie, {
      business: `Last Place Decor ${vendorNumber.slice(-5)}`,
      title: `Lotus Stage ${vendorNumber.slice(-4)}`,
      operator: OPERATORS.availability,
      advancePercent: 0,
    });
    const capacity = await fetch(`${site.url}/api/vendor/availability/capacity`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: site.url, cookie },
      body: JSON.stringify({ dailyCapacity: 1 }),
    });
    expect(capacity.status, await capacity.clone().text()).toBe(200);
    const date = addDays(earliestEventDate(3), 2);

    const numbers = { phone: freshMobile("86"), desktop: freshMobile("86") };
    const phone = await newPage(browser(), "phone");
    const desktop = await newPage(browser(), "desktop");
    try {
      await bookingForm(phone.page, "phone", numbers.phone, slug, date);
      await bookingForm(desktop.page, "desktop", numbers.desktop, slug, date);
      // Both press Submit at the same moment: the vendor's lock lets one through, and the other finds the day full.
      await Promise.all([phone, desktop].map(({ page }) => page.getByRole("button", { name: "Submit" }).click()));
      const full = availabilityMessageFor.dayFull(date);
      const outcome = async (page: Page) => {
        await expect
          .poll(async () => (await page.getByText(PLACED).count()) + (await page.getByText(full).count()), { timeout: 15_000 })
          .toBe(1);
        return (await page.getByText(PLACED).count()) === 1 ? "placed" : "full";
      };
      const results = { phone: await outcome(phone.page), desktop: await outcome(desktop.page) };
      expect(Object.values(results).sort()).toEqual(["full", "placed"]);
      const winner = results.phone === "placed" ? "phone" : "desktop";
      const loser = winner === "phone" ? desktop : phone;
      await expectAccessible(loser.page, "the day taken meanwhile");

      // Nobody answers. Two days on (the local clock, moved), the booking has expired and its shopper is told.
      const moved = await fetch(`${site.url}/api/dev/clock`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ hours: 49 }),
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
      await expect
        .poll(
          async () =>
            (await outbox(site.url)).some((m) => m.to === `+91${numbers[winner]}` && m.text.includes("in time, so it has expired")),
          { timeout: 20_000 },
        )
        .toBe(true);

      // The shopper signs in with the number they booked with, and finds what became of it.
      const page = (winner === "phone" ? phone : desktop).page;
      await page.goto(`${site.url}/login?redirect=${encodeURIComponent("/account/bookings")}`);
      await signInOnPage(page, numbers[winner], site.url);
      await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
      await page.getByLabel("Name").fill("Meera Iyer");
      await page.getByRole("button", { name: "Save and continue" }).click();
      await page.getByRole("button", { name: "Continue" }).click();
      await page.waitForURL(`${site.url}/account/bookings`, { timeout: 15_000 });
      await page.getByRole("list", { name: "My bookings" }).getByRole("link", { name: title }).click();
      await expect
        .poll(() => page.getByText(/The vendor did not answer in time, so this booking expired/).count(), { timeout: 10_000 })
        .toBe(1);
      expect(await page.getByText(formatLongDate(date)).count()).toBeGreaterThan(0);
      await expectAccessible(page, `an expired booking (${winner})`);
    } finally {
      await phone.context.close();
      await desktop.context.close();
    }
  });
});
