import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import type { OfferingDetail } from "@utsav/domain";
import * as WebBrowser from "expo-web-browser";
import { Linking } from "react-native";
import { copyFor } from "@utsav/domain/shopper";
import { offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const recorded = ok(responseSchemas.recordOfferingEvent, { recorded: true });

function openOffering(api: FakeApi, detail: OfferingDetail) {
  api.on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(detail)).on("POST /api/public/events", recorded);
  return renderApp("/offerings/brass-diya-hamper-dgc12", { api });
}

describe("Buy", () => {
  it("records the press and opens the purchase link in the in-app browser", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });
    const api = createFakeApi();
    openOffering(api, offeringDetail({ offeringType: "buy", offeringRedirectUrl: "https://shop.example/hamper" }));
    fireEvent.press(await screen.findByRole("button", { name: "Buy Now" }));
    expect(open).toHaveBeenCalledWith("https://shop.example/hamper");
    await waitFor(() => expect(api.calls("POST /api/public/events")[0]?.body).toEqual({ name: "buy_click", offeringId: "DGC12" }));
  });

  it("without a purchase link logs, then says how to buy and offers the vendor's WhatsApp with what to buy", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync");
    const chat = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const whatsappSupport = { phoneNumber: "+919800010000", message: "Hi, a question" };
    openOffering(createFakeApi(), offeringDetail({ offeringType: "buy", offeringRedirectUrl: null, whatsappSupport }));
    fireEvent.press(await screen.findByRole("button", { name: "Buy Now" }));
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("No redirect URL provided");
    expect(screen.getByRole("header", { name: "How to buy" })).toBeOnTheScreen();
    expect(screen.getByText(copyFor.buyByChat("Deepam Gifts & Decor"))).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("link", { name: "Chat with Deepam Gifts & Decor" }));
    expect(chat).toHaveBeenCalledWith(
      `https://wa.me/919800010000?text=${encodeURIComponent("Hi, I would like to buy Brass Diya Hamper.")}`,
    );
  });

  it("without a link or a chat, offers View Contact, which opens the call sheet", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    openOffering(createFakeApi(), offeringDetail({ offeringType: "buy", offeringRedirectUrl: null, whatsappSupport: null }));
    fireEvent.press(await screen.findByRole("button", { name: "Buy Now" }));
    expect(screen.getByText(copyFor.buyByCall("Deepam Gifts & Decor"))).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "View Contact" }));
    expect(await screen.findByRole("header", { name: "Before You Connect!" })).toBeOnTheScreen();
    expect(screen.queryByRole("header", { name: "How to buy" })).not.toBeOnTheScreen();
  });
});
