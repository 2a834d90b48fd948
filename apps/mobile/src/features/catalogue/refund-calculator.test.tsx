import { fireEvent, screen } from "expo-router/testing-library";
import { earliestEventDate, formatLongDate, indianDate } from "@utsav/domain/shopper";
import { DECOR_TERMS, offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { expectAccessibleControls } from "../../../test/accessible-controls";

// The web's refund calculator in the offering's terms sheet (docs/decisions/0066), by the domain's rule. DECOR_TERMS:
// 50% advance; 100% back 48 hours or more before the event, 50% from 24 hours; the price is ₹1,499, so ₹750 is paid.

async function openTerms(detail = offeringDetail({ terms: DECOR_TERMS }), button = "Refunds and cancellation") {
  renderApp("/offerings/brass-diya-hamper-dgc12", {
    api: createFakeApi().on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(detail)),
  });
  fireEvent.press(await screen.findByRole("button", { name: button }));
}

describe("the refund calculator", () => {
  it("starts at the vendor's earliest event date and today, and answers on the advance paid", async () => {
    await openTerms();
    expect(screen.getByRole("header", { name: "Work out a refund" })).toBeOnTheScreen();
    expect(screen.getByLabelText("Event date")).toHaveProp("value", earliestEventDate(4));
    expect(screen.getByLabelText("Cancel on")).toHaveProp("value", indianDate());
    // Four days' notice or more: everything paid comes back.
    expect(screen.getByText(`Cancel on ${formatLongDate(indianDate())}: ₹750 back of ₹750`)).toBeOnTheScreen();
    expectAccessibleControls();
  });

  it("counts notice to the event date as the cancellation rule does", async () => {
    await openTerms();
    fireEvent.changeText(screen.getByLabelText("Event date"), "2031-03-12");
    fireEvent.changeText(screen.getByLabelText("Cancel on"), "2031-03-10");
    expect(screen.getByText("Cancel on 10 March 2031: ₹750 back of ₹750")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Cancel on"), "2031-03-11");
    expect(screen.getByText("Cancel on 11 March 2031: ₹375 back of ₹750")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Cancel on"), "2031-03-13");
    expect(screen.getByText("Choose a day on or before the event date")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Cancel on"), "2031-03");
    expect(screen.getByText("Choose both dates")).toBeOnTheScreen();
  });

  it("is not offered where the vendor shows no refunds", async () => {
    await openTerms(offeringDetail({ terms: { ...DECOR_TERMS, refunds: null } }), "Payment terms");
    expect(screen.queryByText("Work out a refund")).not.toBeOnTheScreen();
  });
});
