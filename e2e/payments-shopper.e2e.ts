import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { addDays, indianDate, LOCAL_PAYMENT_COPY, MESSAGES, PAYMENT_COPY } from "@utsav/domain";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile, sessionThroughApi } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// The shopper's side of an advance paid online (docs/decisions/0048), at a phone and a desktop size, with the local
// provider: a signed-in shopper books a vendor asking 25% of ₹3,500, the form says ₹875 online and ₹2,625 in cash and
// goes on to the checkout; My bookings says "Awaiting payment" with "Pay now"; "UPI (local)" pays; the booking then
// shows "Advance paid" and a receipt, which opens.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("85");

/** A vendor's session, signed in through the API. */
const vendorCookie = (phoneNumber: string) => sessionThroughApi(baseURL, "vendor", phoneNumber);

let offering: Promise<{ slug: string; title: string }> | null = null;
/** One live offering at ₹3,500 of a vendor asking a 25% advance (support/live-vendor.ts saves those terms), made once. */
function advanceOffering() {
  offering ??= (async () => {
    const number = freshNumber();
    return liveVendor(baseURL, await vendorCookie(number), {
      business: `Roshni Lights ${number.slice(-5)}`,
      title: `Roshni Courtyard Lights ${number.slice(-4)}`,
      operator: OPERATORS.paymentsShopper,
    });
  })();
  return offering;
}

/** A new shopper signs in on /login and comes back to My bookings. */
async function signInAsShopper(page: Page, number: string) {
  await page.goto(`${baseURL}/login?redirect=${encodeURIComponent("/account/bookings")}`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  await page.getByLabel("Digit 1 of 6").click();
  await page.keyboard.type(await codeFor(number, baseURL));
  await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
  await page.getByLabel("Name").fill("Meera Iyer");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${baseURL}/account/bookings`, { timeout: 15_000 });
}

describe.skipIf(!hasChromium && !process.env.CI)("the shopper pays the advance", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: book, pay with "UPI (local)", then read "Advance paid" and the receipt`, { timeout: 150_000 }, async () => {
      const { slug, title } = await advanceOffering();
      const number = freshNumber();
      const { context, page } = await newPage(browser(), viewport);
      try {
        await signInAsShopper(page, number);

        // 1. The booking form says the advance under 'Payment will be COD.', and Submit goes on to the checkout.
        await page.goto(`${baseURL}/offerings/${slug}`);
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: "Book Now" }).first().click();
        if (viewport === "phone") await page.waitForURL(/\/booking\?data=/);
        const note = page.getByText(PAYMENT_COPY.formNote(875, 25, 2625));
        await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(1);
        expect(await page.getByText("Payment will be COD.").count()).toBe(1);
        await page.getByLabel(/^Name/).fill("Meera Iyer");
        await page.getByLabel(/^Mobile/).fill(number);
        await page.getByLabel(/^Event date/).fill(addDays(indianDate(), 10));
        await expectAccessible(page, `booking form with an advance (${viewport})`);
        await page.getByRole("button", { name: "Submit" }).click();
        await page.waitForURL(/\/pay\/po_[0-9a-f]{32}$/, { timeout: 15_000 });

        // 2. My bookings: waiting for its advance, with Pay now to the same checkout.
        await page.goto(`${baseURL}/account/bookings`);
        const list = page.getByRole("list", { name: "My bookings" });
        await expect.poll(() => list.getByText("Awaiting payment").count(), { timeout: 10_000 }).toBe(1);
        await expectAccessible(page, `my bookings awaiting payment (${viewport})`);
        await list.getByRole("link", { name: PAYMENT_COPY.payNow }).click();
        await page.waitForURL(/\/pay\/po_[0-9a-f]{32}$/, { timeout: 15_000 });
        await page.waitForLoadState("networkidle");

        // 3. The local provider pays; the checkout shows what the server decided, and leads to the booking.
        await page.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: MESSAGES.bookingSuccess }).count(), { timeout: 15_000 }).toBe(1);
        await page.getByRole("link", { name: PAYMENT_COPY.backToBooking }).click();
        await page.waitForURL(/\/account\/bookings\/[^/]+$/, { timeout: 15_000 });

        // 4. The booking: the advance paid, the rest in cash, and its receipt.
        const payment = page.getByRole("region", { name: PAYMENT_COPY.paymentTitle });
        await expect.poll(() => payment.getByText(PAYMENT_COPY.paid("₹875")).count(), { timeout: 10_000 }).toBe(1);
        expect(await payment.getByText(PAYMENT_COPY.cashRest("₹2,625")).count()).toBe(1);
        expect(await page.getByRole("heading", { level: 1, name: title }).count()).toBe(1);
        await expectAccessible(page, `my booking paid (${viewport})`);
        await payment.getByRole("link", { name: /^Payment received: ₹875, / }).click();
        await page.waitForURL(/\/receipts\/[^/]+$/, { timeout: 15_000 });
        await expect.poll(() => page.getByRole("heading", { level: 1, name: PAYMENT_COPY.receipt }).count(), { timeout: 10_000 }).toBe(1);
        expect(await page.getByText("₹875", { exact: true }).count()).toBe(1);
        expect(await page.getByRole("button", { name: PAYMENT_COPY.printReceipt }).count()).toBe(1);
        await expectAccessible(page, `receipt (${viewport})`);
      } finally {
        await context.close();
      }
    });
  }
});
