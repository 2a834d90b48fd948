import { describe, expect, inject, it } from "vitest";
import type { Cookie, Page } from "playwright-core";
import { CATALOGUE } from "@utsav/catalogue";
import {
  addDays,
  BOOKING_ANSWER_COPY,
  bookingAnswerCopyFor,
  BOOKING_STATUS_LABELS,
  formatLongDate,
  indianDate,
  refundTierMessageFor,
  rupees,
  VENDOR_OWNER_COPY,
} from "@utsav/domain";
import { outbox as outboxOf } from "./support/live-vendor.ts";
import { signInAsOperator } from "./support/operator.ts";
import { OPERATORS } from "./support/server.ts";
import { codeFor, freshMobile } from "./support/sign-in.ts";
import { expectAccessible, hasChromium, newPage, useBrowser } from "./support/browser.ts";
import type { ViewportName } from "./support/browser.ts";

// A catalogue vendor becomes a real one (issue 37, docs/decisions/0033-0035), at a phone and a desktop size: a guest
// books the studio's kit with a place and a date; an operator links Jaya Studio's owner (at the phone size; the
// desktop run finds the owner linked); the owner signs in, gives the studio a refund schedule, sees the place and the
// date, confirms; the shopper reads "Confirmed", cancels, and is told what the schedule gives back.

const baseURL = inject("baseURL");
const browser = useBrowser();
const kit = CATALOGUE.offerings.find((o) => o.id === "JSS1")!;
const studio = CATALOGUE.vendors.find((v) => v.key === kit.vendorKey)!;
const eventDate = addDays(indianDate(), 10);
const address = "12, 4th Cross, HSR Layout";
/** The owner the operator links in the first run; the second run carries on in the owner's session. */
const ownerNumber = freshMobile("91");
let ownerSession: Cookie[] = [];

async function signIn(page: Page, number: string) {
  // The sign-in form answers once its script runs: a press before that would send the form as a plain page.
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Phone number").fill(number);
  await page.getByRole("button", { name: "Get OTP" }).click();
  // The code boxes, or the page's refusal: a refusal fails with its own words, not a timeout.
  const digit = page.getByLabel("Digit 1 of 6");
  const refusal = page.getByRole("alert");
  await digit.or(refusal).first().waitFor({ timeout: 15_000 });
  if (!(await digit.isVisible())) throw new Error(`sign-in refused: ${await refusal.first().innerText()}`);
  await digit.click();
  await page.keyboard.type(await codeFor(number, baseURL));
}

async function guestBooks(viewport: ViewportName, consumerNumber: string, name: string) {
  const { context, page } = await newPage(browser(), viewport);
  try {
    await page.goto(`${baseURL}${kit.navRef}`);
    await page.waitForLoadState("networkidle");
    const book = page.getByRole("button", { name: "Book Now" });
    await (viewport === "phone" ? book.first() : book.last()).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Mobile/).fill(consumerNumber);
    await page.getByLabel(/^Address/).fill(address);
    await page.getByLabel(/^Event date/).fill(eventDate);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => page.getByText("Your booking has been placed! We will get back to you shortly.").count(), { timeout: 15_000 })
      .toBe(1);
  } finally {
    await context.close();
  }
  // The shopper is told at once, with the offering, the date and the link to follow it.
  await expect
    .poll(
      async () =>
        (await outboxOf(baseURL)).some(
          (m) => m.to === `+91${consumerNumber}` && m.text.includes(kit.title) && m.text.includes("/account/bookings/"),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The operator finds the studio in the console, withdraws the local run's invitation and invites the owner. */
async function operatorLinksOwner(viewport: ViewportName) {
  const { context, page } = await newPage(browser(), viewport);
  try {
    await signInAsOperator(page, baseURL, OPERATORS.owners);
    await page.goto(`${baseURL}/ops/vendors/${studio.key}`);
    const owner = page.getByRole("region", { name: VENDOR_OWNER_COPY.title });
    await owner.waitFor();
    if ((await owner.getByRole("button", { name: VENDOR_OWNER_COPY.revoke }).count()) > 0) {
      await owner.getByRole("button", { name: VENDOR_OWNER_COPY.revoke }).click();
      await owner.getByLabel(VENDOR_OWNER_COPY.phoneLabel).waitFor({ timeout: 10_000 });
    }
    await owner.getByLabel(VENDOR_OWNER_COPY.phoneLabel).fill(ownerNumber);
    await owner.getByRole("button", { name: VENDOR_OWNER_COPY.invite }).click();
    await expect.poll(() => owner.getByRole("button", { name: VENDOR_OWNER_COPY.revoke }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, `console vendor owner (${viewport})`);
  } finally {
    await context.close();
  }
}

/** The owner signs in, gives the studio a schedule (first run), opens the booking, reads the place and date, confirms. */
async function ownerConfirms(viewport: ViewportName, consumerName: string, firstRun: boolean) {
  const { context, page } = await newPage(browser(), viewport);
  try {
    if (firstRun) {
      await page.goto(`${baseURL}/vendor/login`);
      await signIn(page, ownerNumber);
      await page.waitForURL((url) => url.pathname.startsWith("/vendor") && !url.pathname.startsWith("/vendor/login"), {
        timeout: 15_000,
      });
      ownerSession = await context.cookies();
    } else {
      await context.addCookies(ownerSession);
    }
    await page.goto(`${baseURL}/vendor/profile`);
    await expect.poll(() => page.getByText(studio.name, { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    if (firstRun) {
      await page.getByRole("link", { name: /^Payment and cancellation terms/ }).click();
      await page.getByRole("button", { name: "Save" }).waitFor();
      await page.getByRole("button", { name: "Add a row" }).click();
      const row = page.getByRole("listitem", { name: refundTierMessageFor.tierLabel(1) });
      await row.getByLabel("Hours before the event").fill("48");
      await row.getByLabel("Refund (%)").fill("100");
      await page.getByRole("button", { name: "Save" }).click();
      await expect.poll(() => page.getByText("Payment and cancellation terms saved.").count(), { timeout: 10_000 }).toBe(1);
    }
    await page.goto(`${baseURL}/vendor/bookings`);
    const row = page.getByRole("link", { name: `${consumerName} · ${kit.title}` });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.click();
    await page.waitForURL(/\/vendor\/bookings\/[^/]+$/, { timeout: 10_000 });
    await expect.poll(() => page.getByText(formatLongDate(eventDate)).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(address).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByRole("button", { name: /^Confirm #/ }).click();
    await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, `owner's booking (${viewport})`);
  } finally {
    await context.close();
  }
}

/** The shopper signs in with the booking's number, reads "Confirmed", cancels and is told the amount. */
async function shopperCancels(viewport: ViewportName, consumerNumber: string, name: string, paid: number) {
  const { context, page } = await newPage(browser(), viewport);
  try {
    await page.goto(`${baseURL}/login?redirect=${encodeURIComponent("/account/bookings")}`);
    await signIn(page, consumerNumber);
    await expect.poll(() => page.getByLabel("Name").count(), { timeout: 10_000 }).toBe(1);
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Save and continue" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${baseURL}/account/bookings`, { timeout: 15_000 });
    const list = page.getByRole("list", { name: "My bookings" });
    await expect.poll(() => list.getByText(BOOKING_STATUS_LABELS.confirmed).count(), { timeout: 10_000 }).toBe(1);
    await list.getByRole("link", { name: kit.title }).click();
    await expect.poll(() => page.getByText("Confirmed by the vendor").count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByText(address).count()).toBeGreaterThan(0);
    // The schedule (48 hours or more before: everything back) gives back what was paid: the whole price for the first
    // booking, placed while the studio stated no advance; nothing for the second, placed once its owner's Terms section
    // said no advance (0%: pay on the day).
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await dialog.waitFor();
    const quoted = paid > 0 ? `${rupees(paid)} back of ${rupees(paid)}` : BOOKING_ANSWER_COPY.nothingPaid;
    expect(await dialog.getByText(quoted, { exact: false }).count()).toBe(1);
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    const told = bookingAnswerCopyFor.refundForConsumer({ percent: 100, amount: paid, of: paid });
    await expect.poll(() => page.getByText(told).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page, `cancelled booking (${viewport})`);
  } finally {
    await context.close();
  }
}

describe.skipIf(!hasChromium && !process.env.CI)("a catalogue vendor's owner answers its bookings", () => {
  for (const viewport of ["phone", "desktop"] as ViewportName[]) {
    it(
      `${viewport}: a guest books the studio; its owner, linked by an operator, confirms; the shopper cancels and reads the refund`,
      { timeout: 180_000 },
      async () => {
        const consumerNumber = freshMobile("88");
        const name = viewport === "phone" ? "Kavya Rao" : "Arjun Shetty";
        await guestBooks(viewport, consumerNumber, name);
        if (viewport === "phone") await operatorLinksOwner(viewport);
        await ownerConfirms(viewport, name, viewport === "phone");
        await shopperCancels(viewport, consumerNumber, name, viewport === "phone" ? kit.price : 0);
      },
    );
  }
});
