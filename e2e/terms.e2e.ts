import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { CATALOGUE } from "@utsav/catalogue";
import { addDays, indianDate } from "@utsav/domain";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// Vendor terms before booking (docs/decisions/0022), at a phone and a desktop size: the consumer picks a locality in
// the header; the flower decorators (within 15 km of HSR Layout) say they don't serve Yelahanka, 22 km away, and do
// serve BTM Layout; the card of a vendor that does not serve the locality says so; the refund table and calculator
// open from the page; a booking form's date picker starts at today plus the vendor's lead time.

const baseURL = inject("baseURL");
const browser = useBrowser();
const flowers = CATALOGUE.offerings.find((o) => o.id === "HKGN1")!;
const studio = CATALOGUE.offerings.find((o) => o.id === "JSS1")!;

async function chooseLocality(page: Page, name: string) {
  await page.getByRole("button", { name: /^Location: / }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your locality").fill(name);
  // The locality's own button: its name, then its pincodes ("Yelahanka New Town" is another).
  await dialog.getByRole("button", { name: new RegExp(`^${name} \\d`) }).click();
  await page.getByRole("button", { name: `Location: ${name}. Change city or locality` }).waitFor({ timeout: 10_000 });
}

async function journey(viewport: ViewportName) {
  const { context, page } = await newPage(browser(), viewport);
  try {
    await page.goto(`${baseURL}${flowers.navRef}`);
    await page.waitForLoadState("networkidle");
    expect(await page.getByText("Book at least 4 days ahead").count()).toBeGreaterThan(0);

    await chooseLocality(page, "Yelahanka");
    const outside = "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout";
    await expect.poll(() => page.getByText(outside).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, `offering outside the vendor's area (${viewport})`);

    await chooseLocality(page, "BTM Layout");
    await expect.poll(() => page.getByText("Serves BTM Layout").count(), { timeout: 10_000 }).toBe(1);

    // The advance and refunds: the table, and cancelling two days before an event a week away returns all of the advance.
    await page.getByRole("button", { name: "Refunds and cancellation" }).click();
    const sheet = page.getByRole("region", { name: "Advance and refunds" });
    await sheet.waitFor();
    expect(await sheet.getByRole("row", { name: /48 hours or more before/ }).count()).toBe(1);
    const event = addDays(indianDate(), 7);
    await sheet.getByLabel("Event date").fill(event);
    await sheet.getByLabel("Cancel on").fill(addDays(event, -2));
    await expect.poll(() => sheet.getByRole("status").textContent()).toMatch(/^Cancel on .+: (₹[\d,]+) back of \1$/);
    await expectAccessible(page, `refund terms (${viewport})`);
    await page.keyboard.press("Escape");

    // A list: the sound crew (8 km of HSR Layout) does not serve Yelahanka; its card says so quietly.
    await chooseLocality(page, "Yelahanka");
    await page.goto(`${baseURL}/search?q=sound`);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.getByText("Doesn't serve Yelahanka").count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // The studio's booking form starts its date picker at today plus its lead time (1 day).
    await page.goto(`${baseURL}${studio.navRef}`);
    await page.waitForLoadState("networkidle");
    const book = page.getByRole("button", { name: "Book Now" });
    await (viewport === "phone" ? book.first() : book.last()).click();
    const date = page.getByLabel(/^Event date/);
    await date.waitFor({ timeout: 10_000 });
    expect(await date.getAttribute("min")).toBe(addDays(indianDate(), 1));
  } finally {
    await context.close();
  }
}

describe.skipIf(!hasChromium && !process.env.CI)("vendor terms before booking", () => {
  it("phone: a locality decides what the offering page says, the refund table opens, the date starts at the lead time", () =>
    journey("phone"));
  it("desktop: a locality decides what the offering page says, the refund table opens, the date starts at the lead time", () =>
    journey("desktop"));
});
