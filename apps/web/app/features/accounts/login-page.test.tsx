import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "./login-page";
import { returnPath } from "./return-path";
import { ok, stubApi } from "../../../test/api-stub";
import { clientAction } from "../../routes/login";

function Home() {
  return <p>Home at {useLocation().pathname}</p>;
}

function renderPage(returnTo?: string) {
  const Stub = createRoutesStub([
    // The page's steps send their acts to the route's clientAction, which calls the API (stubbed at fetch).
    { path: "/login", Component: () => <LoginPage returnTo={returnTo} />, action: clientAction as never },
    { path: "/", Component: Home },
    { path: "/offerings/:slug", Component: Home },
  ]);
  return render(<Stub initialEntries={["/login"]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginPage (application §2, §4)", () => {
  it("returns to / when the flow completes, and releases the phone scroll lock", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "matchMedia").mockReturnValue({
      matches: true,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as MediaQueryList);
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
    vi.spyOn(window, "matchMedia").mockReturnValue({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as MediaQueryList);
    stubApi({});
    renderPage();
    expect(document.body.style.overflow).toBe("");
    expect(screen.getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/");
  });

  it("returns to the page it was sent from, and Close goes back there too", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, "matchMedia").mockReturnValue({
      matches: false,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    } as unknown as MediaQueryList);
    stubApi({
      "POST /api/auth/consumer/otp/generate": ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 }),
      "POST /api/auth/consumer/otp/verify": ok({ userId: "usr_1", isNewUser: false }),
    });
    renderPage("/offerings/fairy-lights-zsl3");
    expect(screen.getByRole("link", { name: "Close" }).getAttribute("href")).toBe("/offerings/fairy-lights-zsl3");
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    await user.type((await screen.findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
    expect(await screen.findByText("Home at /offerings/fairy-lights-zsl3")).toBeTruthy();
  });
});

describe("returnPath (the ?redirect= of /login)", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(returnPath("/offerings/fairy-lights-zsl3")).toBe("/offerings/fairy-lights-zsl3");
    expect(returnPath("/search?q=lights#results")).toBe("/search?q=lights#results");
    expect(returnPath("/a/../offerings/x")).toBe("/offerings/x");
  });

  it("ignores anything that is not a single-slash path, or that a browser could read as another site", () => {
    for (const redirect of [
      null,
      undefined,
      "",
      "offerings/x",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/..//evil.example",
      "javascript:alert(1)",
    ]) {
      expect(returnPath(redirect), String(redirect)).toBe("/");
    }
  });
});
