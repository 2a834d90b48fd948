import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "./login-page";
import { ok, stubApi } from "./test-api";

function Home() {
  return <p>Home at {useLocation().pathname}</p>;
}

function renderPage() {
  const Stub = createRoutesStub([
    { path: "/login", Component: LoginPage },
    { path: "/", Component: Home },
  ]);
  return render(<Stub initialEntries={["/login"]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginPage (application §2, §4)", () => {
  it("returns to / when the flow completes, and releases the phone scroll lock", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "matchMedia").mockReturnValue({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as MediaQueryList);
    stubApi({
      "POST /api/auth/consumer/otp/generate": ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 }),
      "POST /api/auth/consumer/otp/verify": ok({ userId: "usr_1", isNewUser: false }),
    });
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Login or sign up" })).toBeTruthy();
    expect(document.body.style.overflow).toBe("hidden");
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    await user.type((await screen.findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
    expect(await screen.findByText("Home at /")).toBeTruthy();
    await waitFor(() => expect(document.body.style.overflow).toBe(""));
  });

  it("does not lock the scroll on wider screens, and offers a way out", () => {
    vi.spyOn(window, "matchMedia").mockReturnValue({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() } as unknown as MediaQueryList);
    stubApi({});
    renderPage();
    expect(document.body.style.overflow).toBe("");
    expect(screen.getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/");
  });
});
