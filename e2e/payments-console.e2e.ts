import { describe, expect, inject, it } from "vitest";
import { addDays, indianDate, OPERATOR_PAYMENT_COPY } from "@utsav/domain";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { signInAsOperator } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";
import { freshMobile, sessionThroughApi } from "./support/sign-in.ts";

// The operators' payments console (docs/decisions/0052), at a phone and a desktop size, with the local provider: a
// guest's advance is paid through the local payment page's route; an operator finds the booking in Payments, opens its
// money, refunds part of it with a reason in a dialog that states the amount, and runs the reconciliation.

const baseURL = inject("baseURL");
const browser = useBrowser();
const freshNumber = () => freshMobile("87");
const json = { "content-type": "application/json", origin: baseURL };

/** A vendor's session, signed in through the API. */
const vendorCookie = (phoneNumber: string) => sessionThroughApi(baseURL, "vendor", phoneNumber);

let offeringId: Promise<string> | null = null;
/** One live offering of a vendor asking a 25% advance (support/live-vendor.ts saves those terms), made once. */
function advanceOffering(): Promise<string> {
  offeringId ??= (async () => {
    const number = freshNumber();
    const { slug } = await liveVendor(baseURL, await vendorCookie(number), {
      business: `Kiran Lamps ${number.slice(-5)}`,
      title: `Kiran Courtyard Lamps ${number.slice(-4)}`,
      operator: OPERATORS.paymentsConsole,
    });
    const offering = await fetch(`${baseURL}/api/offerings/${slug}`);
    return ((await offering.json()) as { data: { offering: { id: string } } }).data.offering.id;
  })();
  return offeringId;
}

/** A guest's booking of that offering whose advance is paid on the local payment page's route: its reference. */
async function paidBooking(): Promise<string> {
  const eventDate = addDays(indianDate(), 12);
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
  const { data } = (await booked.json()) as { data: { bookingId: string; payment: { orderId: string } } };
  const paid = await fetch(`${baseURL}/api/dev/payments/${data.payment.orderId}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ outcome: "paid" }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  return `#${data.bookingId.slice(-8).toUpperCase()}`;
}

const operatorFor: Record<ViewportName, (typeof OPERATORS)[keyof typeof OPERATORS]> = {
  desktop: OPERATORS.paymentsConsoleDesktop,
  phone: OPERATORS.paymentsConsolePhone,
};

describe.skipIf(!hasChromium && !process.env.CI)("the payments console", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(
      `${viewport}: finds a paid booking, refunds ₹100 of it with a reason, and runs the reconciliation`,
      { timeout: 180_000 },
      async () => {
        const reference = await paidBooking();
        const { context, page } = await newPage(browser(), viewport);
        try {
          await signInAsOperator(page, baseURL, operatorFor[viewport]);
          await page
            .getByRole("navigation", { name: "Operations" })
            .getByRole("link", { name: OPERATOR_PAYMENT_COPY.navLabel, exact: true })
            .click();
          await page.getByRole("heading", { level: 1, name: OPERATOR_PAYMENT_COPY.title }).waitFor();
          await page.waitForLoadState("networkidle");
          await page.getByLabel(OPERATOR_PAYMENT_COPY.searchLabel).fill(reference);
          await page.getByRole("button", { name: OPERATOR_PAYMENT_COPY.apply }).click();
          const link = page.getByRole("link", { name: OPERATOR_PAYMENT_COPY.detailTitle(reference) });
          await link.waitFor();
          await expectAccessible(page, `payments (${viewport})`);

          await link.click();
          await page.getByRole("heading", { level: 1, name: OPERATOR_PAYMENT_COPY.detailTitle(reference) }).waitFor();
          await page.waitForLoadState("networkidle");
          expect(await page.getByText(OPERATOR_PAYMENT_COPY.refundable(87500)).count()).toBe(1);
          await expectAccessible(page, `a booking's money (${viewport})`);

          await page.getByRole("button", { name: OPERATOR_PAYMENT_COPY.refund, exact: true }).click();
          const dialog = page.getByRole("dialog", { name: OPERATOR_PAYMENT_COPY.refundTitle(reference) });
          await dialog.getByRole("textbox", { name: /Amount/ }).fill("100");
          await dialog.getByRole("textbox", { name: /Reason/ }).fill("The lamps arrived an hour late");
          expect(await dialog.getByText(OPERATOR_PAYMENT_COPY.willRefund(10000)).count()).toBe(1);
          await expectAccessible(page, `the refund dialog (${viewport})`);
          await dialog.getByRole("button", { name: OPERATOR_PAYMENT_COPY.confirmRefund(10000) }).click();
          await expect
            .poll(
              () =>
                page
                  .getByRole("status")
                  .filter({ hasText: OPERATOR_PAYMENT_COPY.refundAsked(10000) })
                  .count(),
              { timeout: 15_000 },
            )
            .toBe(1);
          expect(await page.getByText(OPERATOR_PAYMENT_COPY.refundable(77500)).count()).toBe(1);
          await expectAccessible(page, `a booking's money after a refund (${viewport})`);

          await page.getByRole("link", { name: OPERATOR_PAYMENT_COPY.allPayments }).click();
          await page.getByRole("heading", { level: 1, name: OPERATOR_PAYMENT_COPY.title }).waitFor();
          await page.waitForLoadState("networkidle");
          await page.getByRole("button", { name: OPERATOR_PAYMENT_COPY.runNow }).click();
          await expect
            .poll(
              () =>
                page
                  .getByRole("status")
                  .filter({ hasText: /^Reconciliation done/ })
                  .count(),
              { timeout: 30_000 },
            )
            .toBe(1);
          await expectAccessible(page, `payments after a reconciliation (${viewport})`);
        } finally {
          await context.close();
        }
      },
    );
  }
});
