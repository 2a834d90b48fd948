import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import VendorLoginRoute, { clientAction } from "./login";

// The vendor sign-in the way a vendor meets it: the route's data, its lazily loaded flow (react-hook-
// form with it), and its clientAction calling the API (stubbed at fetch) from the browser as a vendor's.

const sent = ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 });

function renderVendorLogin(consumerSignedIn = false) {
  const Stub = createRoutesStub([
    {
      path: "/vendor/login",
      Component: VendorLoginRoute as never,
      loader: () => ({ consumerSignedIn }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
    { path: "/vendor", Component: () => <p>Vendor dashboard</p> },
  ]);
  render(<Stub initialEntries={["/vendor/login"]} />);
  return userEvent.setup({ delay: null });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /Phone number/ }), "9876543210");
  await user.click(screen.getByRole("button", { name: "Get OTP" }));
  await user.type((await screen.findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/vendor/login, through its route", () => {
  it("signs a vendor in through the route's action and opens the dashboard", async () => {
    const api = stubApi({
      "POST /api/auth/vendor/otp/generate": sent,
      "POST /api/auth/vendor/otp/verify": ok({ userId: "usr_v", isNewUser: true }),
    });
    const user = renderVendorLogin();
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in as vendor" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Login or sign up" })).toBeTruthy();
    await signIn(user);
    expect(await screen.findByText("Vendor dashboard")).toBeTruthy();
    expect(bodiesSent(api, "POST /api/auth/vendor/otp/generate")).toEqual([{ phoneNumber: "9876543210" }]);
    expect(bodiesSent(api, "POST /api/auth/vendor/otp/verify")).toEqual([{ phoneNumber: "+919876543210", otp: "123456" }]);
  });

  it("shows the API's refusal under the number and the wait it asks for, keeping the number", async () => {
    stubApi({ "POST /api/auth/vendor/otp/generate": fail(429, "Please wait before requesting a new code", "OTP_RESEND_TOO_SOON", 30) });
    const user = renderVendorLogin();
    const phone = await screen.findByRole("textbox", { name: /Phone number/ });
    await user.type(phone, "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("Please wait before requesting a new code")).toBeTruthy();
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:30");
    expect((phone as HTMLInputElement).value).toBe("9876543210");
  });

  it("tells a signed-in customer to sign out first, instead of the flow", async () => {
    stubApi({});
    renderVendorLogin(true);
    expect(await screen.findByText("You are signed in as a customer")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /Phone number/ })).toBeNull();
  });
});
