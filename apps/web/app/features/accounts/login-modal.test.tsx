import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { LoginPopup } from "./login-popup";
import { ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";

function Harness({ onSignedIn, onClosed }: { onSignedIn?: () => void; onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Login
      </button>
      <LoginPopup
        open={open}
        onOpenChange={(next) => {
          if (!next) onClosed?.();
          setOpen(next);
        }}
        onSignedIn={onSignedIn}
      />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("LoginPopup (application §2 login modal)", () => {
  it("loads on first open, runs the flow and closes on completion", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/consumer/otp/generate": ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 }),
      "POST /api/auth/consumer/otp/verify": ok({ userId: "usr_1", isNewUser: false }),
    });
    renderWithRouter(<Harness />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Login" }));
    const dialog = await findDialog("Login");
    expect(within(dialog).getByRole("heading", { level: 2, name: "Login or sign up" })).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Get OTP" }));
    await user.type((await within(dialog).findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("tells whoever opened it that the user signed in, before it closes; closing it without signing in does not", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/consumer/otp/generate": ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 }),
      "POST /api/auth/consumer/otp/verify": ok({ userId: "usr_1", isNewUser: false }),
    });
    const events: string[] = [];
    renderWithRouter(<Harness onSignedIn={() => events.push("signed in")} onClosed={() => events.push("closed")} />);

    await user.click(screen.getByRole("button", { name: "Login" }));
    await user.click(within(await findDialog("Login")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(events).toEqual(["closed"]);

    await user.click(screen.getByRole("button", { name: "Login" }));
    const dialog = await findDialog("Login");
    await user.type(within(dialog).getByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Get OTP" }));
    await user.type((await within(dialog).findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(events).toEqual(["closed", "signed in", "closed"]);
  });

  it("a new user counts as signed in once the code is verified, with onboarding still ahead", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/consumer/otp/generate": ok({ phoneNumber: "+919876543210", resendAfterSeconds: 90, expiresInSeconds: 600 }),
      "POST /api/auth/consumer/otp/verify": ok({ userId: "usr_2", isNewUser: true }),
    });
    const onSignedIn = vi.fn();
    renderWithRouter(<Harness onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole("button", { name: "Login" }));
    const dialog = await findDialog("Login");
    await user.type(within(dialog).getByRole("textbox", { name: /Phone number/ }), "9876543210");
    await user.click(within(dialog).getByRole("button", { name: "Get OTP" }));
    await user.type((await within(dialog).findAllByRole("textbox", { name: /^Digit/ }))[0]!, "123456");
    expect(await within(dialog).findByRole("textbox", { name: /Name/ })).toBeTruthy();
    expect(onSignedIn).toHaveBeenCalled();
  });
});
