import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES, OTP } from "@utsav/domain/client";
import { LoginFlow } from "./login-flow";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";

const GENERATE = "POST /api/auth/consumer/otp/generate";
const VERIFY = "POST /api/auth/consumer/otp/verify";
const CONSUMER = "PUT /api/consumer";
const sent = ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 });

/** Renders the flow on a route whose loader counts revalidations (the header's session lives in such a loader). */
function renderFlow(onComplete = vi.fn()) {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([
    { path: "/", loader, HydrateFallback: () => null, Component: () => <LoginFlow heading="h1" onComplete={onComplete} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { onComplete, loader };
}

const phoneInput = () => screen.findByRole("textbox", { name: /Phone number/ });
const boxes = () => screen.getAllByRole("textbox", { name: /^Digit \d of 6$/ });

async function requestCode(user: ReturnType<typeof userEvent.setup>, phone = "9876543210") {
  await user.type(await phoneInput(), phone);
  await user.click(screen.getByRole("button", { name: "Get OTP" }));
  await screen.findByRole("heading", { name: "Enter the code" });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("LoginFlow: phone entry (application §5, §8)", () => {
  it("requires a valid number before asking for a code, limited to 10 characters with a +91 prefix", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent });
    renderFlow();
    const input = await phoneInput();
    // Limited to 10 digits by the phone rule, not by maxLength, which would cut a pasted "+91 98765 43210" (issue 38).
    await user.type(input, "987654321012");
    expect((input as HTMLInputElement).value).toBe("9876543210");
    await user.clear(input);
    expect(input.getAttribute("inputmode")).toBe("tel");
    expect(screen.getByText("+91")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
    await user.type(input, "98765");
    expect(screen.queryByText(MESSAGES.phoneRequired)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the number with everything but digits and plus stripped", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent });
    renderFlow();
    await requestCode(user, "(98765) 43-210");
    expect(bodiesSent(fetchMock, GENERATE)).toEqual([{ phoneNumber: "9876543210" }]);
  });

  it("keeps the 10-digit number when '+91 98765 43210' is pasted or typed with its prefix and spaces", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent });
    renderFlow();
    const input = (await phoneInput()) as HTMLInputElement;
    await user.click(input);
    await user.paste("+91 98765 43210");
    expect(input.value).toBe("9876543210");
    await user.clear(input);
    await user.type(input, "+91 98765-43210");
    expect(input.value).toBe("9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    await screen.findByRole("heading", { name: "Enter the code" });
    expect(bodiesSent(fetchMock, GENERATE)).toEqual([{ phoneNumber: "9876543210" }]);
  });

  it("shows the seconds left when the server asks to wait, and counts them down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({ [GENERATE]: fail(429, "Please wait before requesting a new code", "OTP_RESEND_TOO_SOON", 42) });
    renderFlow();
    await user.type(await phoneInput(), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("Please wait before requesting a new code")).toBeTruthy();
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:42");
    expect(screen.getByRole("button", { name: "Get OTP" }).hasAttribute("disabled")).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:40");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    expect(screen.queryByText(/Resend code in/)).toBeNull();
    expect(screen.getByRole("button", { name: "Get OTP" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows the server's message, or 'Failed to generate OTP'", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: fail(429, "Please wait before requesting a new code", "OTP_RESEND_TOO_SOON") });
    renderFlow();
    await user.type(await phoneInput(), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText("Please wait before requesting a new code")).toBeTruthy();

    stubApi({ [GENERATE]: fail(500, null) });
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText(MESSAGES.otpGenerateFailed)).toBeTruthy();
  });

  it("shows 'Network error. Please try again.' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: new TypeError("Failed to fetch") });
    renderFlow();
    await user.type(await phoneInput(), "9876543210");
    await user.click(screen.getByRole("button", { name: "Get OTP" }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });

  it("links the terms and the privacy policy", async () => {
    stubApi({});
    renderFlow();
    await phoneInput();
    expect(screen.getByText(/By continuing, you agree to our/).textContent).toBe("By continuing, you agree to our T&C and Privacy Policy.");
    expect(screen.getByRole("link", { name: "T&C" }).getAttribute("href")).toBe("/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
  });
});

describe("LoginFlow: code entry (application §4 OTP screen)", () => {
  it("shows the number formatted, verifies by itself at six digits, and signs a returning user in", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent, [VERIFY]: ok({ userId: "usr_1", isNewUser: false }) });
    const { onComplete, loader } = renderFlow();
    await requestCode(user);
    expect(screen.getByText("+91 98765 43210")).toBeTruthy();
    const first = boxes()[0]!;
    expect(first.getAttribute("autocomplete")).toBe("one-time-code");
    expect(first.getAttribute("inputmode")).toBe("numeric");
    const loadsBefore = loader.mock.calls.length;
    await user.type(first, "123456");
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    expect(bodiesSent(fetchMock, VERIFY)).toEqual([{ phoneNumber: "+919876543210", otp: "123456" }]);
    // The session changed: the app's data is revalidated so the header shows Profile.
    await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(loadsBefore));
    expect(screen.getByRole("status").textContent).toBe("You are signed in.");
  });

  it("moves to the next box while typing and back with Backspace", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: sent });
    renderFlow();
    await requestCode(user);
    await user.type(boxes()[0]!, "12");
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(["1", "2", "", "", "", ""]);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard("{Backspace}");
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(["1", "", "", "", "", ""]);
  });

  it("fills the boxes from a paste and verifies", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent, [VERIFY]: ok({ userId: "usr_1", isNewUser: false }) });
    const { onComplete } = renderFlow();
    await requestCode(user);
    await user.click(boxes()[0]!);
    await user.paste("654 321");
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
    expect(bodiesSent(fetchMock, VERIFY)).toEqual([{ phoneNumber: "+919876543210", otp: "654321" }]);
  });

  it("asks for the complete code on an incomplete submit", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent });
    renderFlow();
    await requestCode(user);
    await user.type(boxes()[0]!, "123");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByText(MESSAGES.otpIncomplete)).toBeTruthy();
    expect(bodiesSent(fetchMock, VERIFY)).toEqual([]);
  });

  it("clears the code and shows the message when verification fails; typing clears the error", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: sent, [VERIFY]: fail(401, "Invalid OTP. Please try again.", "OTP_INVALID") });
    renderFlow();
    await requestCode(user);
    await user.type(boxes()[0]!, "999999");
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeTruthy();
    expect(boxes().every((box) => (box as HTMLInputElement).value === "")).toBe(true);
    await user.type(boxes()[0]!, "1");
    expect(screen.queryByText(MESSAGES.otpInvalid)).toBeNull();
  });

  it("falls back to 'Invalid OTP. Please try again.' when the server gives no message", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: sent, [VERIFY]: fail(500, null) });
    renderFlow();
    await requestCode(user);
    await user.type(boxes()[0]!, "999999");
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeTruthy();
  });

  it("does not verify again while a verification is in flight", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const fetchMock = stubApi({
      [GENERATE]: sent,
      [VERIFY]: () => new Promise((resolve) => (release = () => resolve(ok({ userId: "usr_1", isNewUser: false })))),
    });
    const { onComplete } = renderFlow();
    await requestCode(user);
    await user.type(boxes()[0]!, "123456");
    await user.click(screen.getByRole("button", { name: "Verifying…" }));
    await user.click(boxes()[5]!);
    await user.keyboard("7");
    expect(bodiesSent(fetchMock, VERIFY)).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce());
  });

  it("goes back to phone entry with the number kept on 'Change number'", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: sent });
    renderFlow();
    await requestCode(user);
    await user.click(screen.getByRole("button", { name: "Change number" }));
    expect(((await phoneInput()) as HTMLInputElement).value).toBe("9876543210");
  });
});

describe("LoginFlow: resend cooldown (application §2, §4)", () => {
  it("counts 90 s down as m:ss, then resends and restarts; a failed resend sets it to 0 with a message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const fetchMock = stubApi({ [GENERATE]: sent });
    renderFlow();
    await requestCode(user);
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 1:30");
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 0:59");
    act(() => {
      vi.advanceTimersByTime(OTP.resendCooldownSeconds * 1000);
    });
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    await waitFor(() => expect(screen.getByText(/Resend code in/).textContent).toBe("Resend code in 1:30"));
    expect(bodiesSent(fetchMock, GENERATE)).toEqual([{ phoneNumber: "9876543210" }, { phoneNumber: "+919876543210" }]);

    stubApi({ [GENERATE]: fail(429, null) });
    act(() => {
      vi.advanceTimersByTime(OTP.resendCooldownSeconds * 1000);
    });
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByText(MESSAGES.otpResendFailed)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeTruthy();
    expect(screen.queryByText(/Resend code in/)).toBeNull();
  });
});

describe("LoginFlow: onboarding of a new user (application §4, §5, §8)", () => {
  async function reachOnboarding(user: ReturnType<typeof userEvent.setup>) {
    await requestCode(user);
    await user.type(boxes()[0]!, "123456");
    await screen.findByRole("heading", { name: "Tell us about you" });
  }

  it("asks for a name, and a company when corporate is ticked, clearing errors while typing", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent, [VERIFY]: ok({ userId: "usr_1", isNewUser: true }), [CONSUMER]: ok({ user: {} }) });
    renderFlow();
    await reachOnboarding(user);
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.getByText(MESSAGES.nameRequired)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "  Asha Rao ");
    expect(screen.queryByText(MESSAGES.nameRequired)).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: /corporate/ }));
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(screen.getByText(MESSAGES.companyRequired)).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: /Company name/ }), " Acme ");
    expect(screen.queryByText(MESSAGES.companyRequired)).toBeNull();
    expect(bodiesSent(fetchMock, CONSUMER)).toEqual([]);
  });

  it("saves trimmed values, welcomes the user and completes on Continue", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [GENERATE]: sent, [VERIFY]: ok({ userId: "usr_1", isNewUser: true }), [CONSUMER]: ok({ user: {} }) });
    const { onComplete } = renderFlow();
    await reachOnboarding(user);
    expect(onComplete).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "  Asha Rao ");
    await user.click(screen.getByRole("checkbox", { name: /corporate/ }));
    await user.type(screen.getByRole("textbox", { name: /Company name/ }), " Acme ");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeTruthy();
    expect(bodiesSent(fetchMock, CONSUMER)).toEqual([{ fullName: "Asha Rao", companyName: "Acme" }]);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it("shows the server's message, or the fallbacks, in red under the form", async () => {
    const user = userEvent.setup();
    stubApi({ [GENERATE]: sent, [VERIFY]: ok({ userId: "usr_1", isNewUser: true }), [CONSUMER]: fail(400, null) });
    renderFlow();
    await reachOnboarding(user);
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha");
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(MESSAGES.onboardingFailed)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Name/ }) as HTMLInputElement).value).toBe("Asha");

    stubApi({ [CONSUMER]: new TypeError("Failed to fetch") });
    await user.click(screen.getByRole("button", { name: "Save and continue" }));
    expect(await screen.findByText(MESSAGES.networkError)).toBeTruthy();
  });
});
