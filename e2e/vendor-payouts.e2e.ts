import { describe, expect, inject, it } from "vitest";
import { PAYOUT_ACCOUNT_STATUS_LABELS, PAYOUT_COPY, PAYOUT_REVIEW_COPY, PAYOUTS_CSV_HEADER } from "@utsav/domain";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";
import { liveVendor } from "./support/live-vendor.ts";
import { signInAsOperator } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";
import type { Operator } from "./support/server.ts";
import { freshMobile, signInOnPage } from "./support/sign-in.ts";

// Vendors paid out (docs/decisions/0051), at a phone and a desktop size: a live vendor adds its bank account on the
// Payments page and sees it masked and in review; an operator finds it on the vendor's page of the console and approves
// it; the vendor reads it approved, and the CSV of its advances downloads.

const baseURL = inject("baseURL");
const browser = useBrowser();

/** Who reviews bank accounts in the console at each size: a number signs in once (a second code within 90 s is refused). */
const REVIEWER: Record<ViewportName, Operator> = { desktop: OPERATORS.payoutsDesktop, phone: OPERATORS.payoutsPhone };

describe.skipIf(!hasChromium && !process.env.CI)("vendors paid out", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(`${viewport}: the owner adds a bank account, an operator approves it`, { timeout: 180_000 }, async () => {
      const number = freshMobile("86");
      const vendor = await newPage(browser(), viewport);
      const operator = await newPage(browser(), viewport);
      try {
        // 1. A live vendor (documents approved) opens Payments from its navigation's address and adds its account.
        const { page, context } = vendor;
        await page.goto(`${baseURL}/vendor/login`);
        await signInOnPage(page, number, baseURL);
        await page.waitForURL(`${baseURL}/vendor/onboarding`, { timeout: 15_000 });
        const session = (await context.cookies()).find((c) => c.name.endsWith("utsav_session"))!;
        const business = `Payout Lamps ${number.slice(-5)}`;
        const { vendorId } = await liveVendor(baseURL, `${session.name}=${session.value}`, {
          business,
          title: `Diya Arch ${number.slice(-4)}`,
          operator: OPERATORS.payouts,
        });
        await page.goto(`${baseURL}/vendor/payments`);
        await page.getByRole("heading", { level: 1, name: PAYOUT_COPY.title }).waitFor();
        await page.waitForLoadState("networkidle");
        await expectAccessible(page, `payments, no account yet (${viewport})`);
        const card = page.getByRole("region", { name: PAYOUT_COPY.accountTitle });
        await card.getByLabel(new RegExp(`^${PAYOUT_COPY.holderLabel}`)).fill("Asha Rao");
        await card.getByLabel(new RegExp(`^${PAYOUT_COPY.numberLabel}`)).fill("50100123456789");
        await card.getByLabel(new RegExp(`^${PAYOUT_COPY.confirmLabel}`)).fill("50100123456789");
        await card.getByLabel(new RegExp(`^${PAYOUT_COPY.ifscLabel}`)).fill("hdfc0001234");
        await card.getByRole("button", { name: PAYOUT_COPY.save }).click();
        await page.getByText(PAYOUT_COPY.saved).waitFor();
        await card.getByText("•••• 6789").waitFor();
        expect(await page.getByText("50100123456789").count()).toBe(0);
        await expectAccessible(page, `payments, account in review (${viewport})`);

        // 2. The operator finds it on the vendor's page of the console, masked, and approves it.
        await signInAsOperator(operator.page, baseURL, REVIEWER[viewport]);
        await operator.page.goto(`${baseURL}/ops/vendors/${encodeURIComponent(vendorId)}`);
        await operator.page.getByRole("heading", { level: 1, name: business }).waitFor();
        const payout = operator.page.getByRole("region", { name: PAYOUT_REVIEW_COPY.title });
        await payout.getByText("•••• 6789").waitFor();
        await operator.page.waitForLoadState("networkidle");
        await expectAccessible(operator.page, `vendor review with its bank account (${viewport})`);
        await payout.getByRole("button", { name: PAYOUT_REVIEW_COPY.approve }).click();
        await operator.page.getByText(PAYOUT_REVIEW_COPY.approved).waitFor();
        await expectAccessible(operator.page, `bank account approved (${viewport})`);

        // 3. The vendor reads it approved; the CSV of its advances downloads (no advance paid yet: its header alone).
        await page.reload();
        await card.getByText(PAYOUT_ACCOUNT_STATUS_LABELS.approved, { exact: true }).waitFor();
        await expectAccessible(page, `payments, account approved (${viewport})`);
        const csv = await page.request.get(`${baseURL}/api/vendor/payments.csv`);
        expect(csv.status()).toBe(200);
        expect((await csv.text()).replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(PAYOUTS_CSV_HEADER.join(","));
      } finally {
        await vendor.context.close();
        await operator.context.close();
      }
    });
  }
});
