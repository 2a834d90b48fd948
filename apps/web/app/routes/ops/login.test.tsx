import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ACCOUNT_COPY, OPS_SIGN_IN_COPY } from "@utsav/domain/client";
import { callsMade, ok, stubApi } from "../../../test/api-stub";
import { fetchedApi } from "../../../test/route-stub";
import OpsLayoutRoute, { loader as layoutLoader } from "./layout";
import OpsLoginRoute, { clientAction, loader, shouldRevalidate } from "./login";

// The operators' sign-in the way an operator meets it (docs/decisions/0043): its lazily loaded flow in the console's
// words, its clientAction calling the API (stubbed at fetch) from the browser as an operator's, and the way back to the
// page the operator was on when the session ended.

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION = "GET /api/auth/session";
const signedOut = ok({ isAuthenticated: false, userId: null, userType: null, isNewUser: false });
const operatorSession = ok({ isAuthenticated: true, userId: "usr_o", userType: "operator", isNewUser: false });
const SENT = ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 });
const CONTEXT = { api: fetchedApi, origin: "http://localhost", nonce: "" };

function renderLogin(entry = "/ops/login") {
  const Stub = createRoutesStub(
    [
      {
        path: "/ops/login",
        Component: OpsLoginRoute as never,
        loader,
        action: clientAction as never,
        shouldRevalidate,
        HydrateFallback: () => null,
      },
      {
        path: "/ops",
        Component: OpsLayoutRoute as never,
        loader: layoutLoader as never,
        HydrateFallback: () => null,
        children: [
          { index: true, Component: () => <h1>Overview</h1> },
          { path: "waitlists", Component: () => <h1>Waitlists</h1> },
        ],
      },
    ],
    CONTEXT,
  );
  render(<Stub initialEntries={[entry]} />);
  return userEvent.setup({ delay: null });
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole("textbox", { name: /Phone number/ }), "9876543210");
  await user.click(screen.getByRole("button", { name: "Get OTP" }));
  await user.type((await screen.findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
}

/** Runs a loader as the server would for `url`, with the session the API answers; its answer or its redirect. */
async function load(run: (args: never) => Promise<unknown>, url: string) {
  try {
    return { data: await run({ request: new Request(url), context: CONTEXT, params: {} } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("/ops/login, through its route", () => {
  it("signs an operator in, in the console's words, and opens the console", async () => {
    const api = stubApi({
      [SESSION]: [signedOut, operatorSession],
      "POST /api/auth/operator/otp/generate": SENT,
      "POST /api/auth/operator/otp/verify": ok({ userId: "usr_o", isNewUser: false }),
    });
    const user = renderLogin();
    expect(await screen.findByRole("heading", { level: 2, name: OPS_SIGN_IN_COPY.loginTitle })).toBeTruthy();
    expect(screen.getByText(OPS_SIGN_IN_COPY.loginLead)).toBeTruthy();
    // Operators are added by another operator: nothing offers to sign up.
    expect(screen.queryByText(ACCOUNT_COPY.loginTitle)).toBeNull();
    expect(screen.queryByText(/sign up/i)).toBeNull();
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Overview" })).toBeTruthy();
    expect(callsMade(api)).toEqual([SESSION, "POST /api/auth/operator/otp/generate", "POST /api/auth/operator/otp/verify", SESSION]);
  });

  it("tells a number that may not be an operator's that no code will come, and offers to start again", async () => {
    stubApi({ [SESSION]: signedOut, "POST /api/auth/operator/otp/generate": SENT });
    const user = renderLogin();
    await user.type(await screen.findByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    // The same answer for every number (no account enumeration), so the screen says what happens either way.
    expect(await screen.findByText(OPS_SIGN_IN_COPY.codeLead("+91 98765 43210"))).toBeTruthy();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    await user.click(screen.getByRole("button", { name: OPS_SIGN_IN_COPY.startAgain }));
    const phone = await screen.findByRole("textbox", { name: /Phone number/ });
    expect((phone as HTMLInputElement).value).toBe("9876543210");
  });
});

describe("after the console's idle timeout", () => {
  it("signs the operator in again and returns to the page they were on", async () => {
    stubApi({
      [SESSION]: [signedOut, signedOut, operatorSession],
      "POST /api/auth/operator/otp/generate": SENT,
      "POST /api/auth/operator/otp/verify": ok({ userId: "usr_o", isNewUser: false }),
    });
    const user = renderLogin("/ops/waitlists");
    expect(await screen.findByRole("heading", { level: 2, name: OPS_SIGN_IN_COPY.loginTitle })).toBeTruthy();
    expect(screen.getByText(OPS_SIGN_IN_COPY.returnNote)).toBeTruthy();
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Waitlists" })).toBeTruthy();
  });

  it("sends a signed-out request to the sign-in with its page, and the overview's without one", async () => {
    stubApi({ [SESSION]: signedOut });
    expect(await load(layoutLoader, "http://localhost/ops/audit?before=42")).toEqual({
      redirect: "/ops/login?redirect=%2Fops%2Faudit%3Fbefore%3D42",
    });
    expect(await load(layoutLoader, "http://localhost/ops")).toEqual({ redirect: "/ops/login" });
  });

  it("returns only to a page of the console: never another site, a shopper's page, or signing in or out", async () => {
    stubApi({ [SESSION]: signedOut });
    const returnTo = async (redirect: string) =>
      ((await load(loader, `http://localhost/ops/login?${new URLSearchParams({ redirect })}`)).data as { returnTo: string }).returnTo;
    expect(await returnTo("/ops/vendors/v-1?tab=documents")).toBe("/ops/vendors/v-1?tab=documents");
    for (const hostile of [
      "//evil.example/ops",
      "/\\evil.example",
      "https://evil.example/ops",
      "/vendor/dashboard",
      "/opsx",
      "/ops/logout",
      "/ops/login",
    ]) {
      expect(await returnTo(hostile), hostile).toBe("/ops");
    }
  });

  it("sends an operator already signed in straight to the page asked for", async () => {
    stubApi({ [SESSION]: operatorSession });
    expect(await load(loader, "http://localhost/ops/login?redirect=%2Fops%2Fwaitlists")).toEqual({ redirect: "/ops/waitlists" });
  });
});
