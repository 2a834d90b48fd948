import { CATALOGUE } from "@utsav/catalogue";
import { describe, expect, inject, it } from "vitest";
import { OPS_SIGN_IN_COPY, REVIEW_MESSAGES } from "@utsav/domain/client";
import { expectAccessible, hasChromium, newPage, useBrowser, VIEWPORTS } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile } from "./support/sign-in.ts";

// The operations console tells the truth (issue 38, docs/decisions/0043), at a phone's size and a desktop's: a page
// asked for while signed out comes back after signing in; the sign-in speaks to operators and says what happens to a
// number that is not one; the waitlists show India's time; the audit log and a vendor's review read as words; a reason
// left out is said under its field.

const baseURL = inject("baseURL");
const browser = useBrowser();
const OPERATOR: Record<ViewportName, (typeof OPERATORS)[keyof typeof OPERATORS]> = {
  desktop: OPERATORS.truthConsole,
  phone: OPERATORS.truthConsolePhone,
};

describe.skipIf(!hasChromium && !process.env.CI)("the console, to the letter", () => {
  describe.each(Object.keys(VIEWPORTS) as ViewportName[])("at the %s viewport", (viewport) => {
    it("signs in in its own words, returns to the page asked for, and reads every page as words", async () => {
      const { context, page } = await newPage(browser(), viewport);
      const operator = OPERATOR[viewport];
      try {
        // Signed out, a page of the console leads to the sign-in, which knows where to return.
        await page.goto(`${baseURL}/ops/waitlists`);
        await page.waitForURL(`${baseURL}/ops/login?redirect=%2Fops%2Fwaitlists`);
        await page.waitForLoadState("networkidle");
        await page.getByRole("heading", { level: 2, name: OPS_SIGN_IN_COPY.loginTitle }).waitFor();
        expect(await page.getByText(OPS_SIGN_IN_COPY.returnNote).count()).toBe(1);
        expect(await page.getByText("Login or sign up").count()).toBe(0);
        await expectAccessible(page, `operator sign-in (${viewport})`);

        // A number that is not an operator's is told what happens, and may start again.
        await page.getByLabel("Phone number").fill(freshMobile("96"));
        await page.getByRole("button", { name: "Get OTP" }).click();
        const again = page.getByRole("button", { name: OPS_SIGN_IN_COPY.startAgain });
        await again.waitFor();
        expect(await page.getByText(/belongs to an operator, the code arrives in a minute/).count()).toBe(1);
        await expectAccessible(page, `operator code step (${viewport})`);
        await again.click();

        await page.getByLabel("Phone number").fill(operator.number);
        await page.getByRole("button", { name: "Get OTP" }).click();
        await page.getByLabel("Digit 1 of 6").click();
        await page.keyboard.type(await codeFor(operator.number, baseURL));
        await page.waitForURL(`${baseURL}/ops/waitlists`, { timeout: 15_000 });
        await page.getByRole("heading", { level: 1, name: "Waitlists" }).waitFor();
        // India's time, never a UTC time stamp.
        expect(
          await page
            .locator("td")
            .filter({ hasText: /\d{4}-\d{2}-\d{2}T\d{2}:/ })
            .count(),
        ).toBe(0);
        await expectAccessible(page, `waitlists (${viewport})`);

        await page.goto(`${baseURL}/ops/audit`);
        await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
        await expectAccessible(page, `audit log (${viewport})`);

        // A vendor's review: the profile in words, and a hold without a reason told under its field.
        // A catalogue business, which has offerings to hide.
        const name = CATALOGUE.vendors.find((v) => v.key === CATALOGUE.offerings[0]!.vendorKey)!.name;
        await page.goto(`${baseURL}/ops/vendors?state=approved`);
        await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
        await page.getByRole("heading", { level: 1, name }).waitFor();
        expect(await page.getByText(/\[object Object\]/).count()).toBe(0);
        const hide = page.getByRole("button", { name: /^Hide “/ }).first();
        await expect.poll(() => hide.isEnabled(), { timeout: 10_000 }).toBe(true);
        await hide.click();
        await page.getByText(REVIEW_MESSAGES.reasonRequired).first().waitFor();
        await expectAccessible(page, `vendor review with a reason missing (${viewport})`);
      } finally {
        await context.close();
      }
    });
  });
});
