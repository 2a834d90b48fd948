import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/validate";
import type { OfferingDetail } from "@utsav/domain";
import * as WebBrowser from "expo-web-browser";
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

  it("only logs when there is no purchase link", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync");
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    openOffering(createFakeApi(), offeringDetail({ offeringType: "buy", offeringRedirectUrl: null }));
    fireEvent.press(await screen.findByRole("button", { name: "Buy Now" }));
    expect(open).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("No redirect URL provided");
  });
});
