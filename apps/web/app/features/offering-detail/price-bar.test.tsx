import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatLink, MESSAGES, SUPPORT } from "@utsav/domain/client";
import { ActionCard, PriceBar } from "./price-bar";
import { makeOfferingDetail } from "./test-offering";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PriceBar", () => {
  it("says 'From' above the price, and the price without its leading 'From '", () => {
    render(<PriceBar offering={makeOfferingDetail({ priceLabel: "From ₹1,350" })} />);
    const bar = screen.getByRole("region", { name: "Price" });
    expect(within(bar).getByText("From")).toBeTruthy();
    expect(within(bar).getByText("₹1,350")).toBeTruthy();
  });

  it("keeps a price label that does not start with 'From', and takes another subtitle when given", () => {
    render(<PriceBar offering={makeOfferingDetail({ priceLabel: "₹6,000 per floor per day" })} subtitle="Starting at" />);
    expect(screen.getByText("Starting at")).toBeTruthy();
    expect(screen.getByText("₹6,000 per floor per day")).toBeTruthy();
  });

  it.each([
    ["buy", "Buy Now"],
    ["book", "Book Now"],
    ["call", "Call Now"],
  ] as const)("labels the button of a %s offering '%s'", (offeringType, label) => {
    render(<PriceBar offering={makeOfferingDetail({ offeringType })} />);
    expect(screen.getByRole("button", { name: label })).toBeTruthy();
  });

  it("Buy opens the purchase link in a new tab without access to this page", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    render(<PriceBar offering={makeOfferingDetail({ offeringType: "buy", offeringRedirectUrl: "https://shop.example.in/p/1" })} />);
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(open).toHaveBeenCalledWith("https://shop.example.in/p/1", "_blank", "noopener,noreferrer");
  });

  it("Buy without a link only logs", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    render(<PriceBar offering={makeOfferingDetail({ offeringType: "buy", offeringRedirectUrl: null })} />);
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(open).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(MESSAGES.noRedirectUrl);
  });

  it("Book and Call open the support chat naming the offering, until their own flows exist", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    render(<PriceBar offering={makeOfferingDetail({ offeringType: "call", title: "Corporate Diwali Decor" })} />);
    await userEvent.click(screen.getByRole("button", { name: "Call Now" }));
    expect(open).toHaveBeenCalledWith(chatLink(SUPPORT.phone, "Hi, I'm interested in Corporate Diwali Decor."), "_blank", "noopener,noreferrer");
  });
});

describe("ActionCard", () => {
  it("shows the price, the vendor and the connect info with its #{…} parts in bold", () => {
    render(<ActionCard offering={makeOfferingDetail({ connectInfo: ["Tell the vendor the #{occasion} and the #{delivery date}."] })} />);
    expect(screen.getByText("₹1,350")).toBeTruthy();
    expect(screen.getByText("Deepam Gifts & Decor")).toBeTruthy();
    expect(screen.getByText("occasion").tagName).toBe("STRONG");
    expect(screen.getByText("delivery date").tagName).toBe("STRONG");
    expect(screen.getByRole("listitem").textContent).toBe("Tell the vendor the occasion and the delivery date.");
  });
});
