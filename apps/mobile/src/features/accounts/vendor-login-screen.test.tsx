import { fireEvent, screen, waitFor } from "expo-router/testing-library";
import { codeSent, verified } from "../../../test/fixtures/account";
import { vendorBookingEnvelope } from "../../../test/fixtures/vendor-bookings";
import { vendorBriefList } from "../../../test/fixtures/vendor-briefs";
import { vendorBookingsFirstPage, vendorDashboardEnvelope } from "../../../test/fixtures/vendor-dashboard";
import { createFakeApi } from "../../../test/fake-api";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { renderApp } from "../../../test/render-app";

function typeCode(code: string) {
  code.split("").forEach((digit, i) => fireEvent.changeText(screen.getByLabelText(`Digit ${i + 1} of 6`), digit));
}

describe("'Sign in as vendor'", () => {
  it("signs in with the phone and a code as a vendor, keeps the token as a vendor's and opens the dashboard", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/vendor/otp/generate", codeSent())
      .on("POST /api/auth/vendor/otp/verify", verified(false))
      .on("GET /api/vendor/dashboard", vendorDashboardEnvelope())
      .on("GET /api/vendor/bookings", vendorBookingsFirstPage([]))
      .on("GET /api/vendor/briefs", vendorBriefList([]));
    const app = renderApp("/vendor/login", { api });
    expect(await screen.findByRole("header", { name: "Sign in as vendor" })).toBeOnTheScreen();
    expectAccessibleControls();
    fireEvent.changeText(screen.getByLabelText("Phone number, required"), "98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("We sent a 6-digit code to +91 98450 12345")).toBeOnTheScreen();
    expect(api.calls("POST /api/auth/vendor/otp/generate")[0]?.body).toEqual({ phoneNumber: "9845012345" });
    typeCode("123456");

    expect(await screen.findByRole("header", { name: "Bloom Studio" })).toBeOnTheScreen();
    expect(app.getPathname()).toBe("/vendor");
    const [verify] = api.calls("POST /api/auth/vendor/otp/verify");
    expect(verify?.body).toEqual({ phoneNumber: "+919845012345", otp: "123456" });
    expect(verify?.headers["x-session-transport"]).toBe("bearer");
    expect(api.calls("POST /api/auth/consumer/otp/verify")).toEqual([]);
    expect(app.tokenStore.token).toBe("vendor:new-session-token");
    expect(api.calls("GET /api/vendor/dashboard")[0]?.headers.authorization).toBe("Bearer new-session-token");
  });

  it("asks a shopper signed in to sign out first, then asks for the business number", async () => {
    const api = createFakeApi().on("POST /api/auth/consumer/logout", { success: true, data: null, errorMessage: null });
    const app = renderApp("/vendor/login", { api, token: "kept-token" });
    expect(await screen.findByText("You are signed in as a customer")).toBeOnTheScreen();
    expect(screen.queryByLabelText("Phone number, required")).not.toBeOnTheScreen();
    fireEvent.press(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByLabelText("Phone number, required")).toBeOnTheScreen();
    await waitFor(() => expect(app.tokenStore.token).toBeNull());
    expect(api.calls("POST /api/auth/consumer/logout")[0]?.headers.authorization).toBe("Bearer kept-token");
  });

  it("brings a vendor who opened a booking's link signed out back to that booking once signed in", async () => {
    const api = createFakeApi()
      .on("POST /api/auth/vendor/otp/generate", codeSent())
      .on("POST /api/auth/vendor/otp/verify", verified(false))
      .on("GET /api/vendor/bookings/bk1", vendorBookingEnvelope());
    const app = renderApp("/vendor/bookings/bk1", { api });
    expect(await screen.findByRole("header", { name: "Sign in as vendor" })).toBeOnTheScreen();
    expect(api.calls("GET /api/vendor/bookings/bk1")).toEqual([]);
    fireEvent.changeText(screen.getByLabelText("Phone number, required"), "98450 12345");
    fireEvent.press(screen.getByRole("button", { name: "Get OTP" }));
    await screen.findByLabelText("Digit 1 of 6");
    typeCode("123456");
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/bookings/bk1"));
    await waitFor(() => expect(api.calls("GET /api/vendor/bookings/bk1")[0]?.headers.authorization).toBe("Bearer new-session-token"));
  });
});
