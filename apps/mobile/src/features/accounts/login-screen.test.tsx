import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import * as WebBrowser from "expo-web-browser";
import { codeSent, consumer, verified } from "../../../test/fixtures/account";
import { homeEnvelope } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

function typeCode(code: string) {
  code.split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
}

async function reachCodeStep(api: FakeApi) {
  api.on("GET /api/home", homeEnvelope()).on("POST /api/auth/consumer/otp/generate", codeSent());
  const app = renderApp("/", { api });
  fireEvent.press(await screen.findByRole("button", { name: "Login" }));
  fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "98450 12345");
  fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
  expect(await screen.findByText("We sent a 6-digit code to +91 98450 12345")).toBeOnTheScreen();
  return app;
}

describe("sign-in", () => {
  it("checks the number before asking for a code", async () => {
    renderApp("/login");
    fireEvent.press(await screen.findByRole("button", { name: "Get OTP" }));
    expect(screen.getByText("⚠ Please enter your phone number")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Phone number, required"), "12345");
    expect(screen.queryByText("⚠ Please enter your phone number")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    expect(screen.getByText("⚠ Please enter a valid mobile number")).toBeOnTheScreen();
    expect(screen.getByText("By continuing, you agree to our")).toBeOnTheScreen();
  });

  it("keeps the 10-digit number from a pasted '+91 98450 12345'", async () => {
    renderApp("/login");
    const field = await screen.findByLabelText("Phone number, required");
    fireEvent.changeText(field, "+91 98450 12345");
    expect(screen.getByLabelText("Phone number, required")).toHaveProp("value", "9845012345");
  });

  it("opens the terms and the privacy policy of the site in the in-app browser", async () => {
    const open = jest.spyOn(WebBrowser, "openBrowserAsync").mockResolvedValue({ type: WebBrowser.WebBrowserResultType.DISMISS });
    renderApp("/login");
    fireEvent.press(await screen.findByRole("link", { name: "T&C" }));
    fireEvent.press(screen.getByRole("link", { name: "Privacy Policy" }));
    expect(open.mock.calls).toEqual([["http://api.test/terms"], ["http://api.test/privacy"]]);
  });

  it("says why no code was sent, in the server's words", async () => {
    const api = createFakeApi().on("POST /api/auth/consumer/otp/generate", failure(429, "Please wait before requesting a new code"));
    renderApp("/login", { api });
    fireEvent.changeText(await screen.findByLabelText("Phone number, required"), "9845012345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("⚠ Please wait before requesting a new code")).toBeOnTheScreen();
  });

  it("verifies by itself once six digits are in, keeps the bearer token and returns to where the shopper was", async () => {
    const api = createFakeApi().on("POST /api/auth/consumer/otp/verify", verified(false));
    const app = await reachCodeStep(api);
    expect(api.calls("POST /api/auth/consumer/otp/generate")[0]?.body).toEqual({ phoneNumber: "9845012345" });
    typeCode("123456");
    expect(await screen.findByRole("button", { name: "Profile" })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/");
    expect(app.tokenStore.token).toBe("new-session-token");
    const [verify] = api.calls("POST /api/auth/consumer/otp/verify");
    expect(verify?.body).toEqual({ phoneNumber: "+919845012345", otp: "123456" });
    expect(verify?.headers["x-session-transport"]).toBe("bearer");
  });

  it("clears a wrong code and says so; typing clears the message", async () => {
    const api = createFakeApi().on("POST /api/auth/consumer/otp/verify", failure(400, "Invalid OTP. Please try again.", "OTP_INVALID"));
    await reachCodeStep(api);
    typeCode("111111");
    expect(await screen.findByText("⚠ Invalid OTP. Please try again.")).toBeOnTheScreen();
    expect(screen.getByLabelText("Digit 1 of 6")).toHaveProp("value", "");
    fireEvent.changeText(screen.getByLabelText("Digit 1 of 6"), "4");
    expect(screen.queryByText("⚠ Invalid OTP. Please try again.")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText("⚠ Please enter the complete 6-digit code")).toBeOnTheScreen();
  });

  it("goes back to the number with 'Change number', keeping what was typed", async () => {
    await reachCodeStep(createFakeApi());
    fireEvent.press(screen.getByRole("button", { name: "Change number" }));
    expect(await screen.findByLabelText("Phone number, required")).toHaveProp("value", "9845012345");
  });

  it("offers a new code after the 90-second cooldown, shown as m:ss", async () => {
    const api = createFakeApi();
    await reachCodeStep(api);
    expect(screen.getByText("Resend code in 1:30")).toBeOnTheScreen();
    // The countdown reads the clock each second: the clock is moved on, and the next tick shows it.
    const start = Date.now();
    const clock = jest.spyOn(Date, "now").mockReturnValue(start + 31_000);
    expect(await screen.findByText("Resend code in 0:59", {}, { timeout: 3000 })).toBeOnTheScreen();
    clock.mockReturnValue(start + 91_000);
    fireEvent.press(await screen.findByRole("button", { name: "Resend code" }, { timeout: 3000 }));
    expect(await screen.findByText("Resend code in 1:30")).toBeOnTheScreen();
    expect(api.calls("POST /api/auth/consumer/otp/generate")).toHaveLength(2);
  });

  it("onboards a new shopper: name required, company when corporate, then Welcome", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/consumer/otp/verify", verified(true))
      .on("PUT /api/consumer", consumer({ fullName: "Asha Rao", companyName: "Acme" }));
    const app = await reachCodeStep(api);
    typeCode("123456");
    expect(await screen.findByText("Tell us about you")).toBeOnTheScreen();
    fireEvent.press(screen.getByRole("checkbox", { name: "I am shopping for my company (corporate)" }));
    fireEvent.press(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.getByText("⚠ Please enter your name")).toBeOnTheScreen();
    expect(screen.getByText("⚠ Please enter your company name")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("Name, required"), " Asha Rao ");
    fireEvent.changeText(screen.getByLabelText("Company name, required"), "Acme");
    fireEvent.press(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText("Welcome")).toBeOnTheScreen();
    expect(screen.getByText(/You are all set, Asha\./)).toBeOnTheScreen();
    expect(api.calls("PUT /api/consumer")[0]?.body).toEqual({ fullName: "Asha Rao", companyName: "Acme" });
    expect(api.calls("PUT /api/consumer")[0]?.headers.authorization).toBe("Bearer new-session-token");
    fireEvent.press(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(app.getPathname()).toBe("/"));
  });
});
