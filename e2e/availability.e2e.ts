import { describe, expect, inject, it } from "vitest";
import {
  addDays,
  AVAILABILITY_COPY,
  availabilityCopyFor,
  earliestEventDate,
  formatWeekdayDay,
  monthOf,
  MY_DATE_COPY,
  myDateCopyFor,
} from "@utsav/domain/client";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";

// The vendor's calendar and the shopper's date picker (docs/decisions/0056), at a phone and a desktop size: a live
// vendor blocks a day with a note, takes one event a day and makes its calendar link on the Calendar page; a shopper
// opening its booking form finds that day greyed out (the phone's /booking page reads it in its loader, the desktop's
// dialog as it opens), and a list where the shopper chose that day dims the vendor's card and can leave it out.

const baseURL = inject("baseURL");
const browser = useBrowser();

describe.skipIf(!hasChromium && !process.env.CI)("the vendor's calendar and the date picker", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: a vendor blocks a day, a shopper cannot pick it`, { timeout: 180_000 }, async () => {
      const number = freshMobile("87");
      // Three days ahead at the least: the vendor is free on the first, blocks the second.
      const earliest = earliestEventDate(3);
      const blocked = addDays(earliest, 1);
      const vendor = await newPage(browser(), viewport);
      const shopper = await newPage(browser(), viewport);
      try {
        // 1. A live vendor opens its calendar at the blocked day's month, blocks it with a note, takes one event a day.
        const { page, context } = vendor;
        await page.goto(`${baseURL}/vendor/login`);
        await signInOnPage(page, number, baseURL);
        await page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
        const session = (await context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
        const { slug } = await liveVendor(baseURL, `${session.name}=${session.value}`, {
          business: `Calendar Lamps ${number.slice(-5)}`,
          title: `Marigold Arch ${number.slice(-4)}`,
          operator: OPERATORS.availability,
          service: { area: "Indiranagar", radiusKm: 15, leadTimeDays: 3 },
        });
        await page.goto(`${baseURL}/vendor/calendar?month=${monthOf(blocked)}`);
        await page.getByRole("grid", { name: availabilityCopyFor.month(monthOf(blocked)) }).waitFor();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `vendor calendar (${viewport})`);
        const form = page.getByRole("form", { name: AVAILABILITY_COPY.blockTitle });
        await page.getByRole("button", { name: new RegExp(`^${formatWeekdayDay(blocked)}: free`) }).click();
        await form.getByLabel(new RegExp(`^${AVAILABILITY_COPY.note}`)).fill("Diwali at home");
        await form.getByRole("button", { name: AVAILABILITY_COPY.blockButton }).click();
        await page.getByText(availabilityCopyFor.blocked(availabilityCopyFor.range(blocked, blocked))).waitFor();
        await page.getByRole("button", { name: `${formatWeekdayDay(blocked)}: blocked (Diwali at home)` }).waitFor();
        const capacity = page.getByRole("textbox", { name: new RegExp(`^${AVAILABILITY_COPY.capacityLabel}`) });
        await capacity.fill("1");
        await capacity.locator("xpath=ancestor::form").getByRole("button", { name: AVAILABILITY_COPY.save }).click();
        await page.getByText(availabilityCopyFor.capacitySaved(1)).waitFor();
        await page.getByRole("button", { name: AVAILABILITY_COPY.feedMake }).click();
        await page.getByRole("textbox", { name: AVAILABILITY_COPY.feedLinkLabel }).waitFor();
        // The page is idle again once the link's buttons take clicks.
        await page.getByRole("button", { name: AVAILABILITY_COPY.renew, disabled: false }).waitFor();
        await expectAccessible(page, `vendor calendar after blocking (${viewport})`);

        // 2. A shopper's booking form greys the blocked day out, and the first day stays free.
        const guest = shopper.page;
        await guest.goto(`${baseURL}/offerings/${slug}`);
        await guest.waitForLoadState("networkidle");
        await guest.getByRole("button", { name: "Book Now" }).first().click();
        if (viewport === "phone") await guest.waitForURL(/\/booking\?data=/);
        const picker = guest.getByRole("group", { name: AVAILABILITY_COPY.pickerTitle });
        await picker.waitFor();
        if (monthOf(blocked) !== monthOf(earliest)) await picker.getByRole("button", { name: AVAILABILITY_COPY.nextMonth }).click();
        const day = picker.getByRole("button", { name: availabilityCopyFor.pickerDay(blocked, "blocked") });
        expect(await day.getAttribute("aria-disabled")).toBe("true");
        await expectAccessible(guest, `booking form with the vendor's days (${viewport})`);

        // 3. "Free on my date" (decision 0058): the shopper's date, chosen on a list, dims the vendor's card there and the
        //    list can leave it out.
        await guest.goto(`${baseURL}/offerings`);
        await guest.waitForLoadState("networkidle");
        const title = `Marigold Arch ${number.slice(-4)}`;
        const card = guest.getByRole("article").filter({ has: guest.getByRole("heading", { name: title }) });
        await card.waitFor();
        await guest.getByLabel(MY_DATE_COPY.label).fill(blocked);
        await card.getByText(MY_DATE_COPY.notFree).waitFor();
        await expectAccessible(guest, `list with the shopper's date (${viewport})`);
        await guest.getByRole("checkbox", { name: myDateCopyFor.freeOn(blocked) }).check();
        await card.waitFor({ state: "detached" });
      } finally {
        await vendor.context.close();
        await shopper.context.close();
      }
    });
  }
});
