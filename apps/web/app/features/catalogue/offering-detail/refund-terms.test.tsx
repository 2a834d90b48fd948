import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addDays, advanceLine, indianDate } from "@utsav/domain/client";
import type { OfferingTerms } from "@utsav/domain";
import { renderWithRouter, settled } from "../../../../test/render";
import { OfferingDetailPage } from "./offering-detail-page";
import { makeOfferingDetail } from "./test-offering";

// decision 0022: the advance and the refund schedule reach the consumer before booking, with a calculator that uses
// the rule a cancellation uses; terms the vendor does not show are not invented.

const terms: OfferingTerms = {
  serviceArea: { kind: "radius", baseLocality: "HSR Layout", radiusKm: 15 },
  serviceAreaSummary: "Serves within 15 km of HSR Layout",
  leadTimeDays: 4,
  leadTimeText: "3-4 days",
  advancePercent: 50,
  refunds: {
    kind: "before_event",
    steps: [
      { hoursBefore: 48, percent: 100 },
      { hoursBefore: 24, percent: 80 },
    ],
  },
};
const policy = { title: "Returns, Refunds & Cancellations Policy", description: "Read before you book.", sections: [] };

const page = (withTerms: OfferingTerms | null, withPolicy = false) =>
  settled(
    renderWithRouter(
      <OfferingDetailPage
        offering={makeOfferingDetail({ terms: withTerms, price: 4000, priceLabel: "₹4,000", policy: withPolicy ? policy : null })}
        origin="https://utsav.example"
        advance={advanceLine(withTerms?.advancePercent ?? null)}
        renderAction={() => <button type="button">Book</button>}
      />,
    ),
  );

describe("the offering page's advance and refunds", () => {
  it("says the advance, and opens the refund table and a calculator in a sheet", async () => {
    await page(terms);
    expect(screen.getByText("50% advance to confirm")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Refunds and cancellation" }));
    const sheet = await screen.findByRole("region", { name: "Advance and refunds" });
    expect(within(sheet).getByText("50% advance to confirm: ₹2,000 on a price of ₹4,000")).toBeTruthy();
    const rows = within(sheet)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "When you cancelRefund",
      "48 hours or more before100%",
      "24 hours or more before80%",
      "Less than 24 hours beforeNo refund",
    ]);

    // The event a week away; cancelling two days before it gets it all back, the day before 80%.
    const event = addDays(indianDate(), 7);
    fireEvent.change(within(sheet).getByLabelText("Event date"), { target: { value: event } });
    fireEvent.change(within(sheet).getByLabelText("Cancel on"), { target: { value: addDays(event, -2) } });
    expect(within(sheet).getByRole("status").textContent).toMatch(/^Cancel on .+: ₹2,000 back of ₹2,000$/);
    fireEvent.change(within(sheet).getByLabelText("Cancel on"), { target: { value: addDays(event, -1) } });
    expect(within(sheet).getByRole("status").textContent).toMatch(/: ₹1,600 back of ₹2,000$/);
    fireEvent.change(within(sheet).getByLabelText("Cancel on"), { target: { value: addDays(event, 1) } });
    expect(within(sheet).getByRole("status").textContent).toBe("Choose a day on or before the event date");
  });

  it("puts the same table in the policy sheet", async () => {
    await page(terms, true);
    fireEvent.click(screen.getByRole("button", { name: /Returns, Refunds & Cancellations Policy/ }));
    const table = await screen.findByRole("table", { name: "If you cancel" });
    expect(within(table).getByText("48 hours or more before")).toBeTruthy();
  });

  it("shows no money terms where the vendor shows none, and no refund table where only an advance is stated", async () => {
    await page({ ...terms, advancePercent: null, refunds: null });
    expect(screen.queryByText(/advance/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Refunds and cancellation" })).toBeNull();
    await page({ ...terms, refunds: null });
    expect(screen.getByRole("button", { name: "Payment terms" })).toBeTruthy();
  });
});
