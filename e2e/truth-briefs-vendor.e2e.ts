import sharp from "sharp";
import { addDays, indianDate } from "@utsav/domain";
import { describe, expect, inject, it } from "vitest";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";

// Briefs and the vendor area as they are meant to read (issue 38; docs/decisions/0042), at a phone and a desktop
// size: the brief form offers Diwali and adds a photo with a real button; the vendor reaches every page from a tab bar
// that fits a 360 px phone; the vendor's decline form and the shopper's quote card, list and brief page, where the
// counts agree and the terms are the cancellation policy.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("84");

/** A vendor live in HSR Layout, signed in in its own browser. */
async function quotingVendor(viewport: ViewportName) {
  const number = freshNumber();
  const { context, page } = await newPage(browser(), viewport);
  await page.goto(`${baseURL}/vendor/login`);
  await page.waitForLoadState("networkidle");
  await signInOnPage(page, number, baseURL);
  await page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
  const session = (await context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
  const offering = await liveVendor(baseURL, `${session.name}=${session.value}`, {
    business: `Truthful Lamps ${number.slice(-5)}`,
    title: `Diya Courtyard ${number.slice(-4)}`,
    service: { area: "HSR Layout", radiusKm: 10, leadTimeDays: 3 },
    operator: OPERATORS.truthBriefs,
  });
  return { context, page, offering };
}

describe.skipIf(!hasChromium && !process.env.CI)("briefs and the vendor area, to the letter", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: a Diwali brief with a photo, a quote, and a vendor area that fits`, { timeout: 240_000 }, async () => {
      const vendor = await quotingVendor(viewport);
      const consumer = await newPage(browser(), viewport);
      const { page } = consumer;
      try {
        // 1. The brief form: Diwali among the occasions; a photo added with the Add photos button, listed to remove.
        await page.goto(`${baseURL}/request-proposals`);
        await page.waitForLoadState("networkidle");
        const occasion = page.getByRole("combobox", { name: /Occasion/ });
        expect(await occasion.locator("option").allTextContents()).toEqual(
          expect.arrayContaining(["Diwali", "Corporate event", "Housewarming"]),
        );
        await occasion.selectOption("Diwali");
        await page.getByLabel(/Event date/).fill(addDays(indianDate(), 10));
        await page.getByRole("combobox", { name: /Locality/ }).fill("HSR Layout");
        await page.getByRole("textbox", { name: /Guests or units/ }).fill("20");
        await page.getByRole("textbox", { name: /Budget from/ }).fill("8000");
        await page.getByRole("textbox", { name: /Budget up to/ }).fill("20000");
        await page.getByRole("checkbox", { name: "Decor" }).check();
        const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#f4a261" } })
          .jpeg()
          .toBuffer();
        const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: "Add photos" }).click()]);
        await chooser.setFiles({ name: "rangoli.jpg", mimeType: "image/jpeg", buffer: photo });
        const chosen = page.getByRole("list", { name: "Chosen photos" });
        await chosen.getByRole("button", { name: "Remove rangoli.jpg" }).waitFor();
        expect(await page.getByText("1 of 5 photos added").count()).toBe(1);
        await expectAccessible(page, `brief form with a photo (${viewport})`);
        await page.getByRole("button", { name: "Request proposals" }).click();
        const login = page.getByRole("dialog", { name: "Login" });
        await login.waitFor();
        await signInOnPage(page, freshNumber(), baseURL);
        await login.getByLabel("Name").fill("Kavya Menon");
        await login.getByRole("button", { name: "Save and continue" }).click();
        await login.getByRole("button", { name: "Continue" }).click();
        await page.waitForURL(/\/account\/briefs\/br_\w+$/, { timeout: 20_000 });
        const briefUrl = page.url();

        // 2. The vendor area: every page reachable on a 360 px phone, More holding the rest; the side list on a desktop.
        const v = vendor.page;
        await v.goto(`${baseURL}/vendor`);
        const nav = v.getByRole("navigation", { name: "Vendor area" });
        if (viewport === "phone") {
          await v.setViewportSize({ width: 360, height: 780 });
          const more = nav.getByRole("button", { name: "More" });
          for (const target of [...(await nav.getByRole("link").all()), more]) {
            const box = (await target.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(360);
            expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
          }
          await more.click();
          for (const name of ["Gallery", "Documents (KYC)", "Profile", "Team"]) await nav.getByRole("link", { name }).waitFor();
          await expectAccessible(v, `vendor navigation, More open (${viewport})`);
          await v.keyboard.press("Escape");
          expect(await more.getAttribute("aria-expanded")).toBe("false");
        } else {
          for (const name of ["Dashboard", "Bookings", "Requests", "Offerings", "Gallery", "Documents (KYC)", "Profile", "Team"])
            await nav.getByRole("link", { name, exact: true }).waitFor();
          expect(await nav.getByRole("button", { name: "More" }).isVisible()).toBe(false);
        }
        await expectAccessible(v, `vendor dashboard (${viewport})`);

        // 3. The vendor opens the request, looks at the decline form, keeps the request and quotes.
        await nav.getByRole("link", { name: "Requests" }).click();
        await v.getByRole("link", { name: /^Diwali in HSR Layout/ }).click();
        await v.getByRole("button", { name: "Decline" }).click();
        await v.getByRole("textbox", { name: /Reason/ }).waitFor();
        await expectAccessible(v, `vendor decline form (${viewport})`);
        await v.getByRole("button", { name: "Keep request" }).click();
        await v.getByRole("textbox", { name: /Price/ }).fill("15000");
        await v.getByRole("textbox", { name: /What's included/ }).fill("Diyas and marigold across the courtyard, set up and cleared");
        await v.getByLabel(/Valid until/).fill(addDays(indianDate(), 5));
        await v.getByRole("button", { name: "Send quote" }).click();
        await expect.poll(() => v.getByRole("button", { name: "Update quote" }).count(), { timeout: 10_000 }).toBe(1);

        // 4. The shopper: the list and the brief's page count alike; the quote names its cancellation policy.
        await page.goto(briefUrl);
        const counts = page.getByText(/^Sent to \d+ vendors? · 1 quote$/);
        await expect.poll(() => counts.count(), { timeout: 10_000 }).toBe(1);
        const line = await counts.textContent();
        const quotes = page.getByRole("list", { name: "Quotes" });
        expect(await quotes.getByText("Cancellation policy", { exact: true }).count()).toBe(1);
        expect(await quotes.getByText("Refunds", { exact: true }).count()).toBe(0);
        await expectAccessible(page, `my request with a quote (${viewport})`);
        await page.goto(`${baseURL}/account/briefs`);
        await expect.poll(() => page.getByRole("list", { name: "My requests" }).getByText(line!).count()).toBe(1);
        await expectAccessible(page, `my requests (${viewport})`);
      } finally {
        await consumer.context.close();
        await vendor.context.close();
      }
    });
  }
});
