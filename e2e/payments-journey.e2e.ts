import { describe, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import {
  addDays,
  indianDate,
  LOCAL_PAYMENT_COPY,
  MESSAGES,
  PAYMENT_COPY,
  REFUND_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
} from "@utsav/domain";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { operatorCookie } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";

// The advance's whole journey (issue 39; docs/decisions/0048), at a phone and a desktop size, on the local provider: a
// vendor asks 25% of ₹3,500 with 100% back up to 48 hours before the event, and its bank account is approved (so its
// share goes on hold at its linked account). A shopper books for today and pays ₹875 by "UPI (local)"; the vendor
// confirms and completes, and its Payments page shows the share released. The shopper books again for ten days ahead,
// pays, and cancels: the refund is what the cancel dialog quoted, and the booking shows it.

const baseURL = inject("baseURL");
const browser = useBrowser();
const json = { "content-type": "application/json", origin: baseURL };

/** A live vendor asking 25% with a schedule, its bank account approved; its page signed in. */
async function payingVendor(viewport: ViewportName) {
  const number = freshMobile("84");
  const vendor = await newPage(browser(), viewport);
  await vendor.page.goto(`${baseURL}/vendor/login`);
  await signInOnPage(vendor.page, number, baseURL);
  await vendor.page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
  const session = (await vendor.context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
  const cookie = `${session.name}=${session.value}`;
  const offering = await liveVendor(baseURL, cookie, {
    business: `Deepa Lights ${number.slice(-5)}`,
    title: `Deepa Courtyard Lights ${number.slice(-4)}`,
    operator: OPERATORS.paymentsJourney,
    service: { area: "Indiranagar", radiusKm: 15, leadTimeDays: 0 },
    refunds: { kind: "before_event", steps: [{ hoursBefore: 48, percent: 100 }] },
    email: `deepa${number.slice(-5)}@example.com`,
  });
  const account = await fetch(`${baseURL}/api/vendor/payouts/account`, {
    method: "PUT",
    headers: { ...json, cookie },
    body: JSON.stringify({
      holderName: "Deepa Rao",
      accountNumber: "50100123456789",
      confirmAccountNumber: "50100123456789",
      ifsc: "HDFC0001234",
    }),
  });
  expect(account.status, await account.clone().text()).toBe(200);
  const approved = await fetch(`${baseURL}/api/operator/vendors/${encodeURIComponent(offering.vendorId)}/payout-account/approve`, {
    method: "POST",
    headers: { origin: baseURL, cookie: await operatorCookie(baseURL, OPERATORS.paymentsJourney) },
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
  return { ...vendor, offering };
}

/** The shopper books the offering for `eventDate` and pays on the local page; answers the booking's page address. */
async function bookAndPay(page: Page, viewport: ViewportName, slug: string, number: string, eventDate: string): Promise<string> {
  await page.goto(`${baseURL}/offerings/${slug}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Book Now" }).first().click();
  if (viewport === "phone") await page.waitForURL(/\/booking\?data=/);
  await expect.poll(() => page.getByText(PAYMENT_COPY.formNote(875, 25, 2625)).count(), { timeout: 10_000 }).toBe(1);
  await page.getByLabel(/^Name/).fill("Kavya Rao");
  await page.getByLabel(/^Mobile/).fill(number);
  await page.getByLabel(/^Event date/).fill(eventDate);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL(/\/pay\/po_[0-9a-f]{32}$/, { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  await expectAccessible(page, `checkout (${viewport})`);
  await page.getByRole("button", { name: LOCAL_PAYMENT_COPY.payUpi }).click();
  await expect.poll(() => page.getByRole("status").filter({ hasText: MESSAGES.bookingSuccess }).count(), { timeout: 15_000 }).toBe(1);
  await page.getByRole("link", { name: PAYMENT_COPY.backToBooking }).click();
  await page.waitForURL(/\/account\/bookings\/bk_\w+$/, { timeout: 15_000 });
  return page.url();
}

describe.skipIf(!hasChromium && !process.env.CI)("the advance, paid, released and refunded", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: pay, complete and release; pay again, cancel and get back what was quoted`, { timeout: 240_000 }, async () => {
      const vendor = await payingVendor(viewport);
      const shopper = await newPage(browser(), viewport);
      const number = freshMobile("84");
      try {
        // 1. A signed-in shopper books for today and pays the advance.
        await shopper.page.goto(`${baseURL}/login?redirect=${encodeURIComponent("/account/bookings")}`);
        await signInOnPage(shopper.page, number, baseURL);
        await expect.poll(() => shopper.page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
        await shopper.page.getByLabel("Name").fill("Kavya Rao");
        await shopper.page.getByRole("button", { name: "Save and continue" }).click();
        await shopper.page.getByRole("button", { name: "Continue" }).click();
        await shopper.page.waitForURL(`${baseURL}/account/bookings`, { timeout: 15_000 });
        const first = await bookAndPay(shopper.page, viewport, vendor.offering.slug, number, indianDate());
        const bookingId = first.split("/").at(-1)!;
        const payment = shopper.page.getByRole("region", { name: PAYMENT_COPY.paymentTitle });
        await expect.poll(() => payment.getByText(PAYMENT_COPY.paid("₹875")).count(), { timeout: 10_000 }).toBe(1);

        // 2. The vendor, told of it, confirms and completes; its share is released.
        const { page } = vendor;
        await page.goto(`${baseURL}/vendor/bookings/${bookingId}`);
        // The vendor's answer is a call of the page's own: its status says what went wrong, if anything did.
        const confirmed = page.waitForResponse(
          (r) => r.url().includes(`/api/vendor/bookings/${bookingId}`) && r.request().method() !== "GET",
          { timeout: 30_000 },
        );
        await page.getByRole("button", { name: /^Confirm #/ }).click();
        const answer = await confirmed;
        expect(answer.status(), await answer.text()).toBe(200);
        await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 20_000 }).toBe(1);
        await page
          .getByRole("button", { name: /^Mark completed/ })
          .first()
          .click();
        const dialog = page.getByRole("dialog", { name: "Mark this booking completed?" });
        await dialog.waitFor();
        await dialog.getByRole("button", { name: /^Mark completed/ }).click();
        await expect.poll(() => page.getByText("Completed by the vendor").count(), { timeout: 10_000 }).toBeGreaterThan(0);
        await page.goto(`${baseURL}/vendor/payments`);
        await expect
          .poll(
            async () => {
              await page.reload();
              return page.getByText(TRANSFER_STATUS_LABELS.released).count();
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBeGreaterThan(0);
        await expectAccessible(page, `vendor payments, share released (${viewport})`);

        // 3. A second booking, ten days ahead, paid and then cancelled: 100% back at 48 hours or more.
        await bookAndPay(shopper.page, viewport, vendor.offering.slug, number, addDays(indianDate(), 10));
        await shopper.page.getByRole("button", { name: "Cancel booking" }).click();
        const cancel = shopper.page.getByRole("dialog", { name: "Cancel this booking?" });
        await cancel.waitFor();
        expect(await cancel.getByText("₹875 back of ₹875", { exact: false }).count()).toBe(1);
        await expectAccessible(shopper.page, `cancel with its refund quoted (${viewport})`);
        await cancel.getByRole("button", { name: "Cancel booking" }).click();
        const refunds = shopper.page.getByRole("region", { name: PAYMENT_COPY.paymentTitle });
        await expect
          .poll(
            async () => {
              await shopper.page.reload();
              return refunds.getByText(new RegExp(`₹875.*(${REFUND_STATUS_LABELS.processed}|${REFUND_STATUS_LABELS.pending})`)).count();
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBeGreaterThan(0);
        await expectAccessible(shopper.page, `cancelled booking with its refund (${viewport})`);
      } finally {
        await shopper.context.close();
        await vendor.context.close();
      }
    });
  }
});
