import { describe, expect, inject, it } from "vitest";
import { addDays, indianDate, LOCAL_PAYMENT_COPY, MESSAGES, PAYMENT_COPY } from "@utsav/domain";
import { liveVendor } from "./support/live-vendor.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, sessionThroughApi } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// The local payment page (docs/decisions/0050), at a phone and a desktop size: a guest's booking of a vendor who asks a
// 25% advance waits for it; on its checkout page a failed payment says no money was taken, and "UPI (local)" pays it,
// through the same webhook route Razorpay calls, and the page shows what the server then holds.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("86");
const json = { "content-type": "application/json", origin: baseURL };

/** A vendor's session, signed in through the API. */
const vendorCookie = (phoneNumber: string) => sessionThroughApi(baseURL, "vendor", phoneNumber);

let offeringId: Promise<string> | null = null;
/** One live offering of a vendor asking a 25% advance (support/live-vendor.ts saves those terms), made once. */
function advanceOffering(): Promise<string> {
  offeringId ??= (async () => {
    const number = freshNumber();
    const cookie = await vendorCookie(number);
    const { slug } = await liveVendor(baseURL, cookie, {
      business: `Deepa Lights ${number.slice(-5)}`,
      title: `Deepa Balcony Lights ${number.slice(-4)}`,
      operator: OPERATORS.checkoutLocal,
    });
    const offering = await fetch(`${baseURL}/api/offerings/${slug}`);
    return ((await offering.json()) as { data: { offering: { id: string } } }).data.offering.id;
  })();
  return offeringId;
}

/** A guest's booking of that offering: the checkout page its answer gives. */
async function checkoutPath(): Promise<string> {
  const eventDate = addDays(indianDate(), 10);
  const booked = await fetch(`${baseURL}/api/public/booking`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      offeringId: await advanceOffering(),
      vendorName: "",
      offeringName: "",
      bookingData: { name: "Meera Iyer", mobile: freshNumber(), eventDate },
      eventDate,
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(200);
  const { data } = (await booked.json()) as { data: { status: string; payment: { checkoutPath: string } | null } };
  expect(data.status).toBe("awaiting_payment");
  return data.payment!.checkoutPath;
}

describe.skipIf(!hasChromium && !process.env.CI)("the local payment page", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: a failed payment takes nothing, then "UPI (local)" pays the advance`, { timeout: 120_000 }, async () => {
      const path = await checkoutPath();
      const { context, page } = await newPage(browser(), viewport);
      try {
        await page.goto(`${baseURL}${path}`);
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("heading", { level: 1, name: PAYMENT_COPY.payTitle }).count()).toBe(1);
        expect(await page.getByText(PAYMENT_COPY.cashRest("₹2,625")).count()).toBe(1);
        await expectAccessible(page, `checkout (${viewport})`);

        await page.getByRole("button", { name: LOCAL_PAYMENT_COPY.fail }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: PAYMENT_COPY.failed }).count(), { timeout: 15_000 }).toBe(1);
        await expectAccessible(page, `checkout after a failed payment (${viewport})`);

        await page.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }).click();
        await expect.poll(() => page.getByRole("status").filter({ hasText: MESSAGES.bookingSuccess }).count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByText(PAYMENT_COPY.paid("₹875")).count()).toBe(1);
        await expectAccessible(page, `checkout paid (${viewport})`);

        // What the page shows is what the server holds: read again, it is still paid.
        await page.reload();
        await page.waitForLoadState("networkidle");
        expect(await page.getByRole("status").filter({ hasText: MESSAGES.bookingSuccess }).count()).toBe(1);
      } finally {
        await context.close();
      }
    });
  }
});
