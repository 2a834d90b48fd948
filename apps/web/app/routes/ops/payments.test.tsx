import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPERATOR_PAYMENT_COPY, OPERATOR_PAYMENT_MESSAGES } from "@utsav/domain/client";
import type { OperatorPaymentRow, ReconciliationRun } from "@utsav/domain";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsPaymentsRoute, { clientAction, shouldRevalidate } from "./payments";

// The payments console's list the way an operator meets it (docs/decisions/0052): the filters the address holds, the
// bookings with an advance, the CSV of the same rows and the reconciliation card. The acts go through the route's
// clientAction to the API (stubbed at fetch) from the browser.

const ROW: OperatorPaymentRow = {
  bookingId: "bk_0000aaaa1111",
  reference: "#AAAA1111",
  offeringName: "Balloon Arch",
  vendorId: "v-1",
  vendorName: "Asha Decor",
  orderStatus: "paid",
  advancePaise: 37500,
  paidPaise: 37500,
  refundedPaise: 10000,
  refundStatus: "pending",
  transferStatus: "on_hold",
  feePaise: 3750,
  createdAt: "2026-11-20T10:00:00.000Z",
};
const UNPAID: OperatorPaymentRow = {
  ...ROW,
  bookingId: "bk_0000bbbb2222",
  reference: "#BBBB2222",
  orderStatus: "created",
  paidPaise: 0,
  refundedPaise: 0,
  refundStatus: null,
  transferStatus: null,
  feePaise: null,
};
const RUN: ReconciliationRun = {
  id: "rc_1",
  status: "differences",
  checked: 12,
  ranAt: "2026-11-28T21:30:00.000Z",
  differences: [{ bookingId: ROW.bookingId, reference: ROW.reference, what: "refund", ledgerPaise: 10000, providerPaise: 15000 }],
};

const pageData = (over: object = {}) => ({
  filter: { status: "", refund: "", q: "" },
  rows: [ROW, UNPAID],
  nextCursor: null,
  runs: [RUN],
  ...over,
});

async function renderPayments(loader = vi.fn(() => pageData())) {
  const Stub = createRoutesStub([
    {
      path: "/ops/payments",
      Component: OpsPaymentsRoute as never,
      loader,
      action: clientAction as never,
      shouldRevalidate,
      HydrateFallback: () => null,
    },
    { path: "/ops/payments/:bookingId", Component: () => <h1>Booking money</h1> },
  ]);
  render(<Stub initialEntries={["/ops/payments"]} />);
  await screen.findByRole("heading", { level: 1, name: OPERATOR_PAYMENT_COPY.title });
  return { user: userEvent.setup({ delay: null }), loader };
}

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, objectUrls);
  vi.unstubAllGlobals();
});

describe("the payments console's list", () => {
  it("shows each booking's payment, refunds, the vendor's share and the fee in rupees, and opens one", async () => {
    stubApi();
    const { user } = await renderPayments();
    const table = within(screen.getByRole("region", { name: OPERATOR_PAYMENT_COPY.tableOf(OPERATOR_PAYMENT_COPY.listTitle) }));
    const [, paid, unpaid] = table.getAllByRole("row");
    expect(paid!.textContent).toBe(
      "#AAAA1111Balloon ArchAsha DecorPaid₹375₹100 · At the providerOn hold until the event is completed₹37.50",
    );
    expect(unpaid!.textContent).toContain("Awaiting payment—");
    expect((screen.getByRole("combobox", { name: OPERATOR_PAYMENT_COPY.statusLabel }) as HTMLSelectElement).value).toBe("");
    expect(screen.getByRole("searchbox", { name: OPERATOR_PAYMENT_COPY.searchLabel })).toBeTruthy();
    await user.click(table.getByRole("link", { name: OPERATOR_PAYMENT_COPY.detailTitle("#AAAA1111") }));
    expect(await screen.findByRole("heading", { level: 1, name: "Booking money" })).toBeTruthy();
  });

  it("says when nothing matches, and that the reconciliation has not run", async () => {
    stubApi();
    await renderPayments(vi.fn(() => pageData({ rows: [], runs: [], filter: { status: "expired", refund: "", q: "" } })));
    expect(screen.getByText(OPERATOR_PAYMENT_COPY.empty)).toBeTruthy();
    // The reconciliation card's code loads after the page's (payments-page.tsx): it is waited for.
    expect(await screen.findByText(OPERATOR_PAYMENT_COPY.neverRun)).toBeTruthy();
    expect((screen.getByRole("combobox", { name: OPERATOR_PAYMENT_COPY.statusLabel }) as HTMLSelectElement).value).toBe("expired");
  });

  it("exports the filtered rows as a CSV file, on the record, without reading the list again", async () => {
    const api = stubApi({
      "POST /api/operator/payments/export": ok({ fileName: "utsav-payments-2026-11-28.csv", csv: "Booking\r\n#AAAA1111\r\n", rows: 1 }),
    });
    const created = vi.fn((_blob: Blob) => "blob:payments");
    // jsdom has no object URLs: the file saved is stood in for, and put back after the test.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const loader = vi.fn(() => pageData({ filter: { status: "paid", refund: "pending", q: "asha" } }));
    const { user } = await renderPayments(loader);
    await user.click(screen.getByRole("button", { name: OPERATOR_PAYMENT_COPY.exportCsv }));
    expect(await screen.findByText(OPERATOR_PAYMENT_COPY.exported(1))).toBeTruthy();
    expect(bodiesSent(api, "POST /api/operator/payments/export")).toEqual([{ status: "paid", refund: "pending", q: "asha" }]);
    expect(created).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it("shows the latest reconciliation's differences, runs it again, and says the API's refusal as a sentence", async () => {
    const api = stubApi({
      "POST /api/operator/payments/reconciliation/run": [
        ok({ ...RUN, id: "rc_2", status: "ok", differences: [] }),
        fail(409, OPERATOR_PAYMENT_MESSAGES.providerOff, "PAYMENTS_OFF"),
      ],
    });
    const loader = vi.fn(() => pageData());
    const { user } = await renderPayments(loader);
    const card = within(await screen.findByRole("region", { name: OPERATOR_PAYMENT_COPY.reconciliationTitle }));
    expect(card.getByText(OPERATOR_PAYMENT_COPY.differences(1))).toBeTruthy();
    const [, difference] = within(card.getByRole("region", { name: OPERATOR_PAYMENT_COPY.differences(1) })).getAllByRole("row");
    expect(difference!.textContent).toBe("#AAAA1111Refunded₹100₹150");

    await user.click(card.getByRole("button", { name: OPERATOR_PAYMENT_COPY.runNow }));
    expect(await card.findByText(OPERATOR_PAYMENT_COPY.ran(0))).toBeTruthy();
    // A run changes the card: the page is read again.
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));

    await user.click(card.getByRole("button", { name: OPERATOR_PAYMENT_COPY.runNow }));
    expect((await card.findByRole("alert")).textContent).toBe(OPERATOR_PAYMENT_MESSAGES.providerOff);
    expect(callsMade(api)).toEqual(["POST /api/operator/payments/reconciliation/run", "POST /api/operator/payments/reconciliation/run"]);
  });
});
