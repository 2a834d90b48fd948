import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../../test/render";
import { VendorSignInPage } from "./vendor-sign-in-page";

describe("VendorSignInPage", () => {
  it("says it is the vendor sign-in and shows the flow", () => {
    renderWithRouter(
      <VendorSignInPage consumerSignedIn={false} signingOut={false} onSignOut={vi.fn()}>
        <p>the flow</p>
      </VendorSignInPage>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Sign in as vendor" })).toBeTruthy();
    expect(screen.getByText("the flow")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Customer login" }).getAttribute("href")).toBe("/login");
  });

  it("tells a signed-in customer this is for vendors, instead of the flow, and offers Sign out", async () => {
    const user = userEvent.setup({ delay: null });
    const onSignOut = vi.fn();
    renderWithRouter(
      <VendorSignInPage consumerSignedIn signingOut={false} onSignOut={onSignOut}>
        <p>the flow</p>
      </VendorSignInPage>,
    );
    expect(screen.getByText("You are signed in as a customer")).toBeTruthy();
    expect(screen.queryByText("the flow")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
