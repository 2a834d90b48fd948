import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatLink, copyFor, MESSAGES } from "@utsav/domain/client";
import { ok, stubApi } from "../../test/api-stub";
import { findDialog } from "../../test/dialog";
import { renderWithRouter as render } from "../../test/render";
import BookingForm from "../features/bookings/booking-form";
import { OfferingActionButton } from "../features/catalogue/offering-actions/offering-action-button";
import { ActionCard, PriceBar } from "../features/catalogue/offering-detail/price-bar";
import { makeOfferingDetail } from "../features/catalogue/offering-detail/test-offering";
import CallSheetContent from "../features/leads/call-sheet-content";
import type { OfferingDetail } from "@utsav/domain";

/** The offering route gives the price bar its action button (the flows are their own feature), as here. */
const withButton = (offering: OfferingDetail) => ({
  offering,
  action: (
    <OfferingActionButton
      offering={offering}
      renderBookingForm={(booking) => <BookingForm booking={booking} mode="modal" />}
      renderCallSheet={(props) => <CallSheetContent {...props} />}
    />
  ),
});

beforeEach(() => {
  // Buy and Call record their click (POST /api/public/events).
  stubApi({ "POST /api/public/events": ok(null) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PriceBar", () => {
  it("says 'From' above the price, and the price without its leading 'From '", () => {
    render(<PriceBar {...withButton(makeOfferingDetail({ priceLabel: "From ₹1,350" }))} />);
    const bar = screen.getByRole("region", { name: "Price" });
    expect(within(bar).getByText("From")).toBeTruthy();
    expect(within(bar).getByText("₹1,350")).toBeTruthy();
  });

  it("keeps a price label that does not start with 'From', and takes another subtitle when given", () => {
    render(<PriceBar {...withButton(makeOfferingDetail({ priceLabel: "₹6,000 per floor per day" }))} subtitle="Starting at" />);
    expect(screen.getByText("Starting at")).toBeTruthy();
    expect(screen.getByText("₹6,000 per floor per day")).toBeTruthy();
  });

  it("says the spec's default 'From' above a fixed price too", () => {
    render(<PriceBar {...withButton(makeOfferingDetail({ priceLabel: "₹4,999" }))} />);
    const bar = screen.getByRole("region", { name: "Price" });
    expect(bar.textContent).toMatch(/^From₹4,999/);
  });

  it.each([
    ["buy", "Buy Now"],
    ["book", "Book Now"],
    ["call", "Call Now"],
  ] as const)("labels the button of a %s offering '%s'", (offeringType, label) => {
    render(<PriceBar {...withButton(makeOfferingDetail({ offeringType }))} />);
    expect(screen.getByRole("button", { name: label })).toBeTruthy();
  });

  it("Buy opens the purchase link in a new tab without access to this page", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    render(<PriceBar {...withButton(makeOfferingDetail({ offeringType: "buy", offeringRedirectUrl: "https://shop.example.in/p/1" }))} />);
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(open).toHaveBeenCalledWith("https://shop.example.in/p/1", "_blank", "noopener,noreferrer");
  });

  it("Buy without a link logs, then says how to buy and offers the vendor's WhatsApp with what to buy", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const whatsappSupport = { phoneNumber: "+919800011001", message: "Hi, I have a question." };
    render(<PriceBar {...withButton(makeOfferingDetail({ offeringType: "buy", offeringRedirectUrl: null, whatsappSupport }))} />);
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(open).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(MESSAGES.noRedirectUrl);
    const sheet = await findDialog("How to buy");
    expect(within(sheet).getByText(copyFor.buyByChat("Deepam Gifts & Decor"))).toBeTruthy();
    const chat = within(sheet).getByRole("link", { name: "Chat with Deepam Gifts & Decor" });
    expect(chat.getAttribute("href")).toBe(chatLink("+919800011001", "Hi, I would like to buy Birthday Bliss Chocolate Hamper."));
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("Buy without a link or a chat offers the vendor's contact through View Contact", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    render(
      <PriceBar
        {...withButton(makeOfferingDetail({ offeringType: "buy", offeringRedirectUrl: null, whatsappSupport: null, vendorWhatsapp: null }))}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    const sheet = await findDialog("How to buy");
    expect(within(sheet).getByText(copyFor.buyByCall("Deepam Gifts & Decor"))).toBeTruthy();
    expect(await within(sheet).findByRole("button", { name: "View Contact" })).toBeTruthy();
  });

  it("Buy records the click before opening the link", async () => {
    const fetchMock = stubApi({ "POST /api/public/events": ok(null) });
    vi.stubGlobal("open", vi.fn());
    render(
      <PriceBar
        {...withButton(makeOfferingDetail({ id: "BUY-RECORDED", offeringType: "buy", offeringRedirectUrl: "https://shop.example.in/p/1" }))}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    // The API client loads on the first press (it stays out of the page's first script): the call follows that import.
    // Earlier tests' presses may land late on this stub too, so this press's record is found by its offering.
    const records = () =>
      (fetchMock.mock.calls as [string, RequestInit][])
        .map(([url, init]) => ({ url, body: JSON.parse(String(init.body)) as { offeringId?: string } }))
        .filter(({ body }) => body.offeringId === "BUY-RECORDED");
    await vi.waitFor(() => expect(records()).toHaveLength(1));
    expect(records()[0]).toEqual({ url: "/api/public/events", body: { name: "buy_click", offeringId: "BUY-RECORDED" } });
  });
});

describe("ActionCard", () => {
  it("shows the price, the vendor and the connect info with its #{…} parts in bold", () => {
    render(
      <ActionCard {...withButton(makeOfferingDetail({ connectInfo: ["Tell the vendor the #{occasion} and the #{delivery date}."] }))} />,
    );
    expect(screen.getByText("₹1,350")).toBeTruthy();
    expect(screen.getByText("Deepam Gifts & Decor")).toBeTruthy();
    expect(screen.getByText("occasion").tagName).toBe("STRONG");
    expect(screen.getByText("delivery date").tagName).toBe("STRONG");
    expect(screen.getByRole("listitem").textContent).toBe("Tell the vendor the occasion and the delivery date.");
  });
});
