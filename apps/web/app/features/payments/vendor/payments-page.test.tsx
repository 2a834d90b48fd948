import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PayoutAccountAnswer, VendorPaymentRow, VendorPayments } from "@utsav/domain";
import { PAYMENT_MESSAGES, PAYOUT_COPY, PAYOUT_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { renderRoute } from "../../../../test/route-stub";
import VendorPaymentsRoute, { clientAction, ErrorBoundary, loader } from "../../../routes/vendor/payments";

// The vendor's Payments page the way a vendor meets it (docs/decisions/0051): its loader reads the bank account and the
// advances, its clientAction saves the account from the browser (the API stubbed at fetch).

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = "GET /api/vendor/payouts/account";
const PAYMENTS = "GET /api/vendor/payments";
const PUT = "PUT /api/vendor/payouts/account";

const inReview: PayoutAccountAnswer = {
  account: {
    holderName: "Asha Rao",
    maskedNumber: "•••• 6789",
    ifsc: "HDFC0001234",
    status: "in_review",
    rejectionReason: null,
    linked: false,
    updatedAt: "2026-11-20T06:30:00.000Z",
  },
  canChange: true,
  emailMissing: false,
};

const row: VendorPaymentRow = {
  bookingId: "bk_1",
  reference: "#0000BK01",
  offeringName: "Balloon arch",
  eventDate: "2026-12-24",
  advancePaise: 87_500,
  commissionPercent: 10,
  feePaise: 8_750,
  sharePaise: 78_750,
  refundedPaise: 0,
  reversedPaise: 0,
  status: "on_hold",
  paidAt: "2026-11-20T06:30:00.000Z",
  releasedAt: null,
};

const page = (rows: VendorPaymentRow[], nextCursor: string | null = null): VendorPayments => ({
  rows,
  totals: { heldPaise: 78_750, releasedPaise: 45_000, refundedPaise: 40_050 },
  nextCursor,
});

async function renderPayments() {
  renderRoute({
    path: "/vendor/payments",
    entry: "/vendor/payments",
    Component: VendorPaymentsRoute,
    loader,
    action: clientAction,
    ErrorBoundary,
  });
  await screen.findByRole("heading", { level: 1, name: PAYOUT_COPY.title });
  return userEvent.setup({ delay: null });
}

describe("the Payments page", () => {
  it("asks the owner for a bank account, checks it by the domain's rule, then saves it and shows it masked", async () => {
    const api = stubApi({
      [ACCOUNT]: [ok({ account: null, canChange: true, emailMissing: false }), ok(inReview)],
      [PAYMENTS]: ok(page([])),
      [PUT]: ok(inReview),
    });
    const user = await renderPayments();
    const card = within(screen.getByRole("region", { name: PAYOUT_COPY.accountTitle }));
    expect(card.getByText(PAYOUT_COPY.noAccount)).toBeTruthy();
    const number = card.getByRole("textbox", { name: new RegExp(`^${PAYOUT_COPY.numberLabel}`) });
    await user.type(card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.holderLabel) }), "Asha Rao");
    await user.type(number, "12345");
    await user.type(card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.ifscLabel) }), "hdfc0001234");
    await user.click(card.getByRole("button", { name: PAYOUT_COPY.save }));
    expect(await card.findByText(PAYMENT_MESSAGES.accountNumberInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(callsMade(api)).not.toContain(PUT);

    await user.clear(number);
    await user.type(number, "5010 0123 4567 89");
    await user.type(card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.confirmLabel) }), "50100123456788");
    await user.click(card.getByRole("button", { name: PAYOUT_COPY.save }));
    expect(await card.findByText(PAYMENT_MESSAGES.accountNumbersDiffer)).toBeTruthy();

    const confirm = card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.confirmLabel) });
    await user.clear(confirm);
    await user.type(confirm, "50100123456789");
    await user.click(card.getByRole("button", { name: PAYOUT_COPY.save }));
    expect(await screen.findByText(PAYOUT_COPY.saved)).toBeTruthy();
    expect(bodiesSent(api, PUT)).toEqual([
      { holderName: "Asha Rao", accountNumber: "5010 0123 4567 89", confirmAccountNumber: "50100123456789", ifsc: "hdfc0001234" },
    ]);
    // A new card, closed, with the account as the API answered it.
    const saved = within(screen.getByRole("region", { name: PAYOUT_COPY.accountTitle }));
    await waitFor(() => expect(saved.getByText("•••• 6789")).toBeTruthy());
    expect(saved.getByText(PAYOUT_COPY.inReview)).toBeTruthy();
    expect(saved.queryByRole("textbox")).toBeNull();
    expect(saved.getByRole("button", { name: PAYOUT_COPY.change })).toBeTruthy();
  });

  it("shows the API's refusal above the button and keeps what was typed", async () => {
    stubApi({
      [ACCOUNT]: ok(inReview),
      [PAYMENTS]: ok(page([])),
      [PUT]: fail(400, PAYMENT_MESSAGES.ifscInvalid, "VALIDATION_FAILED"),
    });
    const user = await renderPayments();
    const card = within(screen.getByRole("region", { name: PAYOUT_COPY.accountTitle }));
    await user.click(card.getByRole("button", { name: PAYOUT_COPY.change }));
    expect((card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.holderLabel) }) as HTMLInputElement).value).toBe("Asha Rao");
    await user.type(card.getByRole("textbox", { name: new RegExp(`^${PAYOUT_COPY.numberLabel}`) }), "000111222333");
    await user.type(card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.confirmLabel) }), "000111222333");
    await user.type(card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.ifscLabel) }), "SBIN0005943");
    await user.click(card.getByRole("button", { name: PAYOUT_COPY.save }));
    expect((await card.findByRole("alert")).textContent).toContain(PAYMENT_MESSAGES.ifscInvalid);
    expect((card.getByRole("textbox", { name: new RegExp(PAYOUT_COPY.ifscLabel) }) as HTMLInputElement).value).toBe("SBIN0005943");
  });

  it("shows a member the account masked, without a form, and the advances with their totals and the CSV", async () => {
    const rejected: PayoutAccountAnswer = {
      ...inReview,
      canChange: false,
      account: { ...inReview.account!, status: "rejected", rejectionReason: "The name differs from the PAN" },
    };
    stubApi({
      [ACCOUNT]: ok(rejected),
      [PAYMENTS]: ok(page([row], "YmtfMQ")),
      "GET /api/vendor/payments?cursor=YmtfMQ": ok(page([{ ...row, bookingId: "bk_2", reference: "#0000BK02", status: "released" }])),
    });
    const user = await renderPayments();
    const card = within(screen.getByRole("region", { name: PAYOUT_COPY.accountTitle }));
    expect(card.getByText(PAYOUT_COPY.rejected("The name differs from the PAN"))).toBeTruthy();
    expect(card.getByText(PAYOUT_COPY.ownerOnly)).toBeTruthy();
    expect(card.queryByRole("button")).toBeNull();

    const totals = within(screen.getByRole("region", { name: PAYOUT_COPY.totalsTitle }));
    expect(totals.getByText("₹787.50")).toBeTruthy();
    expect(totals.getByText("₹450")).toBeTruthy();
    expect(totals.getByText("₹400.50")).toBeTruthy();

    const table = within(screen.getByRole("table", { name: PAYOUT_COPY.tableTitle }));
    const first = within(table.getByRole("row", { name: /#0000BK01/ }));
    expect(first.getByText("₹875")).toBeTruthy();
    expect(first.getByText("Held until the event is completed")).toBeTruthy();
    expect(screen.getByRole("link", { name: PAYOUT_COPY.exportCsv }).getAttribute("href")).toBe("/api/vendor/payments.csv");

    await user.click(screen.getByRole("button", { name: PAYOUT_COPY.more }));
    expect(await table.findByRole("row", { name: /#0000BK02/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: PAYOUT_COPY.more })).toBeNull();
  });

  it("tells an approved vendor without an e-mail why payouts wait", async () => {
    stubApi({
      [ACCOUNT]: ok({ ...inReview, emailMissing: true, account: { ...inReview.account!, status: "approved" } }),
      [PAYMENTS]: ok(page([])),
    });
    await renderPayments();
    expect(screen.getByText(PAYOUT_COPY.linking)).toBeTruthy();
    expect(screen.getByRole("link", { name: PAYOUT_COPY.emailLink }).getAttribute("href")).toBe("/vendor/profile/contact");
    expect(screen.getByText(PAYOUT_COPY.empty)).toBeTruthy();
  });

  it("shows the API's message and Try again when the page cannot be read", async () => {
    stubApi({ [ACCOUNT]: fail(500, PAYOUT_MESSAGES.accountFetchFailed) });
    renderRoute({
      path: "/vendor/payments",
      entry: "/vendor/payments",
      Component: VendorPaymentsRoute,
      loader,
      action: clientAction,
      ErrorBoundary,
    });
    expect(await screen.findByText(PAYOUT_MESSAGES.accountFetchFailed)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: PAYOUT_COPY.title })).toBeTruthy();
  });
});
