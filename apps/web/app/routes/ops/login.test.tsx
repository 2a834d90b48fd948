import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsMade, ok, stubApi } from "../../../test/api-stub";
import OpsLoginRoute, { clientAction } from "./login";

// The operators' sign-in the way an operator meets it: its lazily loaded flow (react-hook-form with it) and its
// clientAction calling the API (stubbed at fetch) from the browser as an operator's.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/ops/login, through its route", () => {
  it("signs an operator in through the route's action and opens the console", async () => {
    const api = stubApi({
      "POST /api/auth/operator/otp/generate": ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 }),
      "POST /api/auth/operator/otp/verify": ok({ userId: "usr_o", isNewUser: false }),
    });
    const Stub = createRoutesStub([
      {
        path: "/ops/login",
        Component: OpsLoginRoute as never,
        loader: () => null,
        action: clientAction as never,
        HydrateFallback: () => null,
      },
      { path: "/ops", Component: () => <p>Operations console</p> },
    ]);
    render(<Stub initialEntries={["/ops/login"]} />);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole("heading", { level: 2, name: "Login or sign up" })).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    await user.type((await screen.findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
    expect(await screen.findByText("Operations console")).toBeTruthy();
    expect(callsMade(api)).toEqual(["POST /api/auth/operator/otp/generate", "POST /api/auth/operator/otp/verify"]);
  });
});
