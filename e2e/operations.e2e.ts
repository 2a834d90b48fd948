import { readFile } from "node:fs/promises";
import { describe, expect, inject, it } from "vitest";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import { signInAsOperator } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";

// The operations console on a desktop (docs/decisions/0020), by keyboard: every section from the navigation, each
// accessible, then signing out. The review of a vendor runs in the vendor area's journey (vendor-area.e2e.ts).

const baseURL = inject("baseURL");
const browser = useBrowser();

describe.skipIf(!hasChromium && !process.env.CI)("the operations console", () => {
  it("keeps guests out, and an operator reaches every section with the keyboard alone, then signs out (desktop)", async () => {
    const { context, page } = await newPage(browser(), "desktop");
    try {
      await page.goto(`${baseURL}/ops/vendors`);
      // The sign-in keeps the page asked for, to return to it (docs/decisions/0043).
      await page.waitForURL(`${baseURL}/ops/login?redirect=%2Fops%2Fvendors`);
      await signInAsOperator(page, baseURL, OPERATORS.console);
      await expect.poll(() => page.locator("svg[role=img]").count()).toBe(1);
      await expectAccessible(page, "overview (desktop)");

      const sections = [
        { link: "Vendors", path: "/ops/vendors", heading: /^Vendors: waiting for review$/ },
        { link: "Bookings and leads", path: "/ops/activity", heading: /^Bookings and leads$/ },
        { link: "Waitlists", path: "/ops/waitlists", heading: /^Waitlists$/ },
        { link: "Audit log", path: "/ops/audit", heading: /^Audit log$/ },
        { link: "Operators", path: "/ops/operators", heading: /^Operators$/ },
        { link: "Reviews", path: "/ops/reviews", heading: /^Reviews$/ },
        { link: "Standing", path: "/ops/standing", heading: /^Standing$/ },
        { link: "Overview", path: "/ops", heading: /^Overview$/ },
      ];
      const nav = page.getByRole("navigation", { name: "Operations" });
      for (const { link, path, heading } of sections) {
        // Tab from the page's start to the link, then Enter: nothing but the keyboard.
        await page.locator("body").focus();
        const target = nav.getByRole("link", { name: link, exact: true });
        for (let i = 0; i < 150 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
        expect(await target.evaluate((el) => el === document.activeElement), `focus reaches ${link}`).toBe(true);
        await page.keyboard.press("Enter");
        await page.waitForURL(`${baseURL}${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        expect(await target.getAttribute("aria-current")).toBe("page");
        expect(await page.title()).toMatch(/ · Utsav operations$/);
        await expectAccessible(page, `${link} (desktop)`);
      }

      // An export is a link the API makes on the record (a POST), then a download of the CSV; the download's address
      // alone, without the link's token, is refused (docs/decisions/0020, amended 2026-11-28).
      await nav.getByRole("link", { name: "Waitlists", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: "Waitlists" }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export shoppers (CSV)" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^utsav-waitlist-consumers-\d{4}-\d{2}-\d{2}\.csv$/);
      expect((await readFile(await download.path(), "utf8")).split("\r\n")[0]).toBe("Email,Joined");
      expect((await page.request.get(`${baseURL}/api/operator/waitlists/consumers/export`)).status()).toBe(403);

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(`${baseURL}/ops/login`);
      await page.goto(`${baseURL}/ops`);
      await page.waitForURL(`${baseURL}/ops/login`);
    } finally {
      await context.close();
    }
  });

  it("passes axe on every page at a phone's size, a vendor's review among them, with the navigation in reach", async () => {
    const { context, page } = await newPage(browser(), "phone");
    try {
      await signInAsOperator(page, baseURL, OPERATORS.phone);
      await expectAccessible(page, "overview (phone)");
      const pages = [
        { path: "/ops/vendors", heading: /^Vendors: waiting for review$/ },
        { path: "/ops/vendors?state=approved", heading: /^Vendors: approved$/ },
        { path: "/ops/activity", heading: /^Bookings and leads$/ },
        { path: "/ops/waiting", heading: /^Waiting for an answer$/ },
        { path: "/ops/waitlists", heading: /^Waitlists$/ },
        { path: "/ops/audit", heading: /^Audit log$/ },
        { path: "/ops/operators", heading: /^Operators$/ },
        { path: "/ops/reviews", heading: /^Reviews$/ },
        { path: "/ops/standing", heading: /^Standing$/ },
      ];
      for (const { path, heading } of pages) {
        await page.goto(`${baseURL}${path}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        // Every section stays one tap away on a phone.
        expect(await page.getByRole("navigation", { name: "Operations" }).getByRole("link").count()).toBe(10);
        await expectAccessible(page, `${path} (phone)`);
      }
      // A vendor's review page: the first approved vendor in the list, opened with the keyboard.
      await page.goto(`${baseURL}/ops/vendors?state=approved`);
      const first = page.getByRole("main").getByRole("link").first();
      const name = (await first.textContent())!.trim();
      await first.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name }).waitFor();
      await expectAccessible(page, "a vendor's review (phone)");
    } finally {
      await context.close();
    }
  });
});
