import { fireEvent, screen, within } from "expo-router/testing-library";
import { Linking } from "react-native";
import { DECOR_TERMS, offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const PATH = "/api/offerings/brass-diya-hamper-dgc12";

async function openOffering(detail = offeringDetail()) {
  renderApp("/offerings/brass-diya-hamper-dgc12", { api: createFakeApi().on(`GET ${PATH}`, offeringEnvelope(detail)) });
  await screen.findByRole("header", { name: "Brass Diya Hamper" });
}

describe("the vendor's terms on an offering", () => {
  it("says where the vendor serves, and how far ahead to book beside the price", async () => {
    await openOffering(offeringDetail({ terms: DECOR_TERMS }));
    expect(screen.getByText("Serves within 15 km of HSR Layout")).toBeOnTheScreen();
    expect(screen.getByLabelText("From ₹1,499. Book at least 4 days ahead")).toBeOnTheScreen();
    expect(screen.getByText("Book at least 4 days ahead")).toBeOnTheScreen();
  });

  it("shows the advance, and the refund table in a sheet", async () => {
    await openOffering(offeringDetail({ terms: DECOR_TERMS }));
    expect(screen.getByText("50% advance to confirm")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Refunds and cancellation" }));
    expect(screen.getByRole("header", { name: "Advance and refunds" })).toBeOnTheScreen();
    // Half of ₹1,499, rounded to the rupee by the domain's rule.
    expect(screen.getByText("50% advance to confirm: ₹750 on a price of ₹1,499")).toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "If you cancel" })).toBeOnTheScreen();
    expect(screen.getByLabelText("48 hours or more before: 100%")).toBeOnTheScreen();
    expect(screen.getByLabelText("24 hours or more before: 50%")).toBeOnTheScreen();
    expect(screen.getByLabelText("Less than 24 hours before: No refund")).toBeOnTheScreen();
    fireEvent.press(screen.getAllByRole("button", { name: "Close" }).at(-1)!);
    expect(screen.queryByRole("header", { name: "Advance and refunds" })).not.toBeOnTheScreen();
  });

  it("calls the sheet 'Payment terms' for a vendor with an advance and no refunds shown", async () => {
    await openOffering(offeringDetail({ terms: { ...DECOR_TERMS, advancePercent: 0, refunds: null } }));
    expect(screen.getByText("No advance: pay on the day")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Payment terms" }));
    expect(screen.queryByText("If you cancel")).not.toBeOnTheScreen();
  });

  it("shows none of it where the vendor's terms are not known, and no lead time beside the price", async () => {
    await openOffering(offeringDetail({ terms: null }));
    expect(screen.queryByText(/Serves within/)).not.toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Refunds and cancellation" })).not.toBeOnTheScreen();
    expect(screen.getByLabelText("From ₹1,499")).toBeOnTheScreen();
  });

  it("makes the vendor's WhatsApp number the support block's chat, not a second button beside the policy", async () => {
    const open = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    await openOffering(offeringDetail({ terms: DECOR_TERMS, vendorWhatsapp: "+919845012345" }));
    expect(screen.queryByRole("link", { name: "Chat with the vendor" })).not.toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Returns, Refunds & Cancellations Policy" })).not.toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Have any questions?" })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Chat with Us" }));
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/919845012345?text=${encodeURIComponent("Hi, I have a question about Brass Diya Hamper.")}`,
    );
  });
});

describe("the verified badge", () => {
  it("stands beside a verified vendor on the offering and in its sheet, and is read with the vendor's name", async () => {
    await openOffering();
    const strip = screen.getByRole("button", { name: "Provided By Deepam Gifts & Decor, Verified" });
    expect(within(strip).getByText("Verified")).toBeOnTheScreen();
    fireEvent.press(strip);
    expect(screen.getAllByText("Verified")).toHaveLength(2);
  });

  it("is absent for a vendor whose documents are not checked", async () => {
    const detail = offeringDetail();
    await openOffering(offeringDetail({ vendor: { ...detail.vendor, verified: false }, relatedOfferings: [] }));
    expect(screen.getByRole("button", { name: "Provided By Deepam Gifts & Decor" })).toBeOnTheScreen();
    expect(screen.queryByText("Verified")).not.toBeOnTheScreen();
  });
});
