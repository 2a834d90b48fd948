import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPERATOR_PAYMENT_COPY, OPERATOR_PAYMENT_MESSAGES, PAYMENT_MESSAGES } from "@utsav/domain/client";
import type { OperatorPaymentDetail } from "@utsav/domain";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import OpsPaymentRoute, { clientAction } from "./payment";

// A booking's money in the payments console (docs/decisions/0052), and a refund by hand: an amount in rupees (all that
// is left when empty) and a reason, in a dialog that states the amount before anything is sent.

const DETAIL: OperatorPaymentDetail = {
  bookingId: "bk_0000aaaa1111",
  reference: "#AAAA1111",
  offeringName: "Balloon Arch",
  vendorId: "v-1",
  vendorName: "Asha Decor",
  bookingStatus: "confirmed",
  eventDate: "2026-12-12",
  order: {
    id: "po_1",
    provider: "razorpay",
    providerOrderId: "order_1",
    status: "paid",
    amountPaise: 37500,
    createdAt: "2026-11-20T10:00:00.000Z",
    expiresAt: "2026-11-20T10:30:00.000Z",
    paidAt: "2026-11-20T10:05:00.000Z",
  },
  payments: [
    {
      id: "pay_1",
      amountPaise: 37500,
      status: "captured",
      method: "upi",
      surplus: false,
      errorReason: null,
      createdAt: "2026-11-20T10:05:00.000Z",
    },
  ],
  refunds: [],
  transfer: {
    status: "on_hold",
    amountPaise: 33750,
    feePaise: 3750,
    commissionPercent: 10,
    reversedPaise: 0,
    providerTransferId: "trf_1",
    createdAt: "2026-11-20T10:05:00.000Z",
    releasedAt: null,
  },
  ledger: [{ id: "lg_1", kind: "payment", amountPaise: 37500, providerRef: "pay_1", createdAt: "2026-11-20T10:05:00.000Z" }],
  refundablePaise: 37500,
};
const REFUND_URL = "POST /api/operator/payments/bk_0000aaaa1111/refund";
const refundAnswer = (amountPaise: number) => ({
  refund: {
    id: "rf_1",
    amountPaise,
    reason: "operator",
    status: "requested",
    providerRefundId: null,
    createdAt: "2026-11-28T10:00:00.000Z",
    processedAt: null,
    note: "Late",
    requestedBy: "Meera",
    lastError: null,
  },
  refundablePaise: 37500 - amountPaise,
});

async function renderPayment(loader = vi.fn(() => ({ payment: DETAIL }))) {
  const Stub = createRoutesStub([
    {
      path: "/ops/payments/:bookingId",
      Component: OpsPaymentRoute as never,
      loader,
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/payments/bk_0000aaaa1111"]} />);
  await screen.findByRole("heading", { level: 1, name: OPERATOR_PAYMENT_COPY.detailTitle("#AAAA1111") });
  return { user: userEvent.setup({ delay: null }), loader };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a booking's money", () => {
  it("shows the order, the payment, the vendor's share and the ledger", async () => {
    stubApi();
    await renderPayment();
    expect(screen.getByText(OPERATOR_PAYMENT_COPY.refundable(37500))).toBeTruthy();
    expect(screen.getByText(OPERATOR_PAYMENT_COPY.transferLine(33750, 3750, 10))).toBeTruthy();
    expect(screen.getByText(OPERATOR_PAYMENT_COPY.noRefunds)).toBeTruthy();
    const ledger = within(screen.getByRole("region", { name: OPERATOR_PAYMENT_COPY.tableOf(OPERATOR_PAYMENT_COPY.ledgerTitle) }));
    expect(ledger.getAllByRole("row")[1]!.textContent).toContain("Payment in₹375pay_1");
  });

  it("offers no refund once nothing is left", async () => {
    stubApi();
    await renderPayment(vi.fn(() => ({ payment: { ...DETAIL, refundablePaise: 0 } })));
    expect(screen.queryByRole("button", { name: OPERATOR_PAYMENT_COPY.refund })).toBeNull();
  });

  it("checks the amount and the reason, states the amount, refunds it, and gives focus to the notice", { timeout: 20_000 }, async () => {
    const api = stubApi({ [REFUND_URL]: ok(refundAnswer(10000)) });
    const loader = vi.fn(() => ({ payment: DETAIL }));
    const { user } = await renderPayment(loader);
    const open = screen.getByRole("button", { name: OPERATOR_PAYMENT_COPY.refund });
    await user.click(open);
    const dialog = await screen.findByRole("dialog", { name: OPERATOR_PAYMENT_COPY.refundTitle("#AAAA1111") });
    const amount = within(dialog).getByRole("textbox", { name: /Amount/ });
    await waitFor(() => expect(document.activeElement).toBe(amount));
    // Nothing typed: everything left.
    expect(within(dialog).getByText(OPERATOR_PAYMENT_COPY.willRefund(37500))).toBeTruthy();

    await user.type(amount, "400");
    await user.click(within(dialog).getByRole("button", { name: OPERATOR_PAYMENT_COPY.refund }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.refundTooLarge)).toBeTruthy();
    expect(within(dialog).getByText(PAYMENT_MESSAGES.refundReasonRequired)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, "1x");
    await user.click(within(dialog).getByRole("button", { name: OPERATOR_PAYMENT_COPY.refund }));
    expect(await within(dialog).findByText(OPERATOR_PAYMENT_MESSAGES.amountInvalid)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, "100");
    expect(within(dialog).getByText(OPERATOR_PAYMENT_COPY.willRefund(10000))).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "  The decor arrived late ");
    await user.click(within(dialog).getByRole("button", { name: OPERATOR_PAYMENT_COPY.confirmRefund(10000) }));
    const notice = await screen.findByText(OPERATOR_PAYMENT_COPY.refundAsked(10000));
    expect(bodiesSent(api, REFUND_URL)).toEqual([{ reason: "The decor arrived late", amountPaise: 10000 }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("refunds everything left when no amount is typed, and shows the API's refusal in the dialog", { timeout: 20_000 }, async () => {
    const api = stubApi({ [REFUND_URL]: fail(409, PAYMENT_MESSAGES.nothingToRefund, "NOTHING_TO_REFUND") });
    const { user } = await renderPayment();
    await user.click(screen.getByRole("button", { name: OPERATOR_PAYMENT_COPY.refund }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Event called off");
    await user.click(within(dialog).getByRole("button", { name: OPERATOR_PAYMENT_COPY.confirmRefund(37500) }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(PAYMENT_MESSAGES.nothingToRefund);
    expect(bodiesSent(api, REFUND_URL)).toEqual([{ reason: "Event called off" }]);
    // Kept: nothing more is sent, and focus goes back to Refund.
    await user.click(within(dialog).getByRole("button", { name: OPERATOR_PAYMENT_COPY.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: OPERATOR_PAYMENT_COPY.refund })));
  });
});
