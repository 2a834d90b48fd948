import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import { Linking } from "react-native";
import { codeSent, consumer, verified } from "../../../test/fixtures/account";
import { offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

const recorded = ok(responseSchemas.recordOfferingEvent, { recorded: true });
const callOffering = offeringDetail({ offeringType: "call" });

function openOffering(api: FakeApi, detail = callOffering, token: string | null = null) {
  api.on("GET /api/offerings/brass-diya-hamper-dgc12", offeringEnvelope(detail)).on("POST /api/public/events", recorded);
  return renderApp("/offerings/brass-diya-hamper-dgc12", { api, token });
}

describe("Call", () => {
  it("records the press and opens 'Before You Connect!' with the contact hidden and the connect info", async () => {
    const api = createFakeApi();
    openOffering(api);
    fireEvent.press(await screen.findByRole("button", { name: "Call Now" }));
    expect(screen.getByText("Before You Connect!")).toBeOnTheScreen();
    expect(screen.getByText("10am and 7pm")).toHaveStyle({ fontWeight: "700" });
    expect(screen.getByLabelText("Contact hidden")).toHaveTextContent("XXXXXXXXXX");
    fireEvent.press(screen.getByRole("button", { name: /How it Works/ }));
    expect(screen.getByText(/Press View Contact to see the vendor's number/)).toBeOnTheScreen();
    await waitFor(() => expect(api.calls("POST /api/public/events")[0]?.body).toEqual({ name: "call_click", offeringId: "DGC12" }));
  });

  it("reveals the +91 number as a tel: link for a signed-in shopper, disables View Contact, and hides it again on closing", async () => {
    const dial = jest.spyOn(Linking, "openURL").mockResolvedValue(true);
    const api = createFakeApi().on(
      "POST /api/consumer/call-lead",
      ok(responseSchemas.createCallLead, { vendorName: "Deepam Gifts & Decor", phoneNumber: "+919845012345" }),
    );
    openOffering(api, callOffering, "kept-token");
    fireEvent.press(await screen.findByRole("button", { name: "Call Now" }));
    fireEvent.press(screen.getByRole("button", { name: "View Contact" }));
    fireEvent.press(await screen.findByRole("link", { name: "+91 98450 12345" }));
    expect(dial).toHaveBeenCalledWith("tel:+919845012345");
    expect(screen.getByRole("button", { name: "View Contact" })).toBeDisabled();
    expect(api.calls("POST /api/consumer/call-lead")[0]?.body).toEqual({
      offeringId: "DGC12",
      vendorName: "Deepam Gifts & Decor",
      offeringName: "Brass Diya Hamper",
    });

    fireEvent.press(screen.getAllByRole("button", { name: "Close" }).at(-1)!);
    fireEvent.press(screen.getByRole("button", { name: "Call Now" }));
    expect(screen.getByLabelText("Contact hidden")).toBeOnTheScreen();
  });

  it("says the contact is not available when the vendor has none, logging the server's message", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const api = createFakeApi().on("POST /api/consumer/call-lead", failure(404, "Contact info not found: Deepam Gifts & Decor"));
    openOffering(api, callOffering, "kept-token");
    fireEvent.press(await screen.findByRole("button", { name: "Call Now" }));
    fireEvent.press(screen.getByRole("button", { name: "View Contact" }));
    expect(await screen.findByText("Contact is not available for this vendor.")).toBeOnTheScreen();
    expect(warn).toHaveBeenCalledWith("Contact info not found: Deepam Gifts & Decor");
  });

  it("sends a guest to sign in when the contact needs it, then shows the contact back on the offering", async () => {
    const lead = ok(responseSchemas.createCallLead, { vendorName: "Deepam Gifts & Decor", phoneNumber: "+919845012345" });
    const api = createFakeApi()
      .on("POST /api/consumer/call-lead", ({ headers }) =>
        headers.authorization ? { body: lead } : failure(401, "Please sign in to continue", "UNAUTHENTICATED"),
      )
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(false));
    const view = openOffering(api);
    fireEvent.press(await screen.findByRole("button", { name: "Call Now" }));
    fireEvent.press(screen.getByRole("button", { name: "View Contact" }));
    await waitFor(() => expect(view.getPathname()).toBe("/login"));
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "9845012345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    fireEvent.changeText(await screen.findByLabelText("Digit 1 of 6"), "123456");
    expect(await screen.findByRole("link", { name: "+91 98450 12345" })).toBeOnTheScreen();
    expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12");
  });

  it("lets a new shopper finish 'Tell us about you' before the sheet comes back with the contact (issue 42)", async () => {
    const lead = ok(responseSchemas.createCallLead, { vendorName: "Deepam Gifts & Decor", phoneNumber: "+919845012345" });
    const api = createFakeApi()
      .on("POST /api/consumer/call-lead", ({ headers }) =>
        headers.authorization ? { body: lead } : failure(401, "Please sign in to continue", "UNAUTHENTICATED"),
      )
      .on("POST /api/auth/consumer/otp/generate", codeSent())
      .on("POST /api/auth/consumer/otp/verify", verified(true))
      .on("PUT /api/consumer", consumer());
    const view = openOffering(api);
    fireEvent.press(await screen.findByRole("button", { name: "Call Now" }));
    fireEvent.press(screen.getByRole("button", { name: "View Contact" }));
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "9845012345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    fireEvent.changeText(await screen.findByLabelText("Digit 1 of 6"), "123456");
    expect(await screen.findByText("Tell us about you")).toBeOnTheScreen();
    // Signed in now, but the sign-in screen is in front: no sheet over it, and no contact asked for yet.
    expect(screen.queryByText("Before You Connect!")).not.toBeOnTheScreen();
    expect(api.calls("POST /api/consumer/call-lead")).toHaveLength(1);

    fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha Rao");
    fireEvent.press(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.queryByText("Before You Connect!")).not.toBeOnTheScreen();
    fireEvent.press(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("link", { name: "+91 98450 12345" })).toBeOnTheScreen();
    expect(view.getPathname()).toBe("/offerings/brass-diya-hamper-dgc12");
    expect(api.calls("POST /api/consumer/call-lead")).toHaveLength(2);
  });
});
