import { screen } from "expo-router/testing-library";
import { offeringDetail, offeringEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// Issue 38: the offering shows what its vendor wrote, and the chat or the policy card, as application §2 has it.

async function openOffering(detail = offeringDetail()) {
  const api = createFakeApi().on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(detail));
  renderApp("/offerings/brass-diya-hamper-dgc12", { api });
  await screen.findByRole("header", { name: "Brass Diya Hamper" });
}

describe("the offering shows what the vendor wrote", () => {
  it("shows the summary under the title", async () => {
    await openOffering(offeringDetail({ summary: "A brass diya, two candles and kaju katli in a keepsake box." }));
    expect(screen.getByText("A brass diya, two candles and kaju katli in a keepsake box.")).toBeOnTheScreen();
  });

  it("shows a Book offering's Good to Know, with its bold parts", async () => {
    await openOffering(offeringDetail({ offeringType: "book", connectInfo: ["Share the #{office size}", "Kits arrive in a day"] }));
    expect(screen.getByRole("header", { name: "Good to Know" })).toBeOnTheScreen();
    expect(screen.getByText("office size")).toHaveStyle({ fontWeight: "700" });
    expect(screen.getByText("Kits arrive in a day")).toBeOnTheScreen();
  });
});

describe("the chat or the policy card, never both", () => {
  it("with the chat in its place, keeps the policy on the page as the last description", async () => {
    await openOffering(offeringDetail({ whatsappSupport: { phoneNumber: "+919800010000", message: "Hi" } }));
    expect(screen.getByRole("link", { name: "Chat with Us" })).toBeOnTheScreen();
    expect(screen.queryByRole("button", { name: "Returns, Refunds & Cancellations Policy" })).not.toBeOnTheScreen();
    expect(screen.getByRole("header", { name: "Returns, Refunds & Cancellations Policy" })).toBeOnTheScreen();
    expect(screen.getByText("Cancel up to two days before delivery.")).toBeOnTheScreen();
    expect(screen.getByText("Cancellations: Full refund up to 48 hours before delivery")).toBeOnTheScreen();
  });

  it("without a chat, shows the policy card and no chat", async () => {
    await openOffering();
    expect(screen.getByRole("button", { name: "Returns, Refunds & Cancellations Policy" })).toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: "Have any questions?" })).not.toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: "Returns, Refunds & Cancellations Policy" })).not.toBeOnTheScreen();
  });
});
