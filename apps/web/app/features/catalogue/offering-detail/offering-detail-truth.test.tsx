import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chatLink } from "@utsav/domain/client";
import { renderWithRouter, settleLazy } from "../../../../test/render";
import { OfferingDetailPage } from "./offering-detail-page";
import { makeOfferingDetail } from "./test-offering";

// Issue 38: the offering page shows what the vendor wrote, and one support block or the policy, as application §2 has it.

const ORIGIN = "https://utsav.example";
const policy = {
  title: "Returns, Refunds & Cancellations Policy",
  description: "Cancel up to two days before delivery.",
  sections: [{ title: "Cancellation", items: ["Full refund up to 48 hours before delivery."] }],
};

async function renderPage(fields: Parameters<typeof makeOfferingDetail>[0]) {
  renderWithRouter(
    <OfferingDetailPage
      offering={makeOfferingDetail(fields)}
      origin={ORIGIN}
      renderAction={() => <button type="button">Book Now</button>}
    />,
  );
  await settleLazy();
}

describe("the offering page shows what the vendor wrote", () => {
  it("shows the offering's summary under its title", async () => {
    await renderPage({ summary: "A brass diya, two candles and kaju katli in a keepsake box." });
    const title = screen.getByRole("heading", { level: 1 });
    const summary = screen.getByText("A brass diya, two candles and kaju katli in a keepsake box.");
    expect(title.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows a Book offering's Good to Know on the page, outside the desktop's price card", async () => {
    await renderPage({
      offeringType: "book",
      connectInfo: ["Share the #{office size} and the #{move-in date}.", "Kits are delivered within 1 day."],
    });
    const goodToKnow = screen.getByRole("region", { name: "Good to Know" });
    expect(
      within(goodToKnow)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Share the office size and the move-in date.", "Kits are delivered within 1 day."]);
    expect(within(goodToKnow).getByText("office size").tagName).toBe("STRONG");
    expect(screen.getByRole("region", { name: "Price and action" }).contains(goodToKnow)).toBe(false);
  });
});

describe("the support block or the policy, never both (application §2 Offering detail)", () => {
  it("offers 'Have any questions?' / 'Chat with Us' for a vendor's WhatsApp number, and no second chat button", async () => {
    await renderPage({ whatsappSupport: null, vendorWhatsapp: "+919845012345", offeringName: "Marigold Arch", policy });
    expect(screen.getByRole("heading", { name: "Have any questions?" })).toBeTruthy();
    const chat = screen.getByRole("link", { name: "Chat with Us" });
    expect(chat.getAttribute("href")).toBe(chatLink("+919845012345", "Hi, I have a question about Marigold Arch."));
    expect(screen.queryByRole("link", { name: "Chat with the vendor" })).toBeNull();
    expect(screen.getAllByRole("link", { name: /chat/i })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: new RegExp(policy.title) })).toBeNull();
  });

  it("keeps the policy on the page as the last description when the chat stands in its place", async () => {
    await renderPage({ whatsappSupport: { phoneNumber: "+919800011001", message: "Hi" }, policy });
    const heading = screen.getByRole("heading", { name: policy.title, level: 2 });
    const section = heading.closest("section")!;
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([policy.description, "Cancellation: Full refund up to 48 hours before delivery."]);
  });

  it("shows the policy card, and no chat, when the vendor has no WhatsApp", async () => {
    await renderPage({ whatsappSupport: null, vendorWhatsapp: null, policy });
    expect(screen.getByRole("button", { name: new RegExp(policy.title) })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Have any questions?" })).toBeNull();
    expect(screen.queryByRole("heading", { name: policy.title, level: 2 })).toBeNull();
  });
});
