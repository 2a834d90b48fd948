import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/api-stub";
import type { ApiStub } from "../../../test/api-stub";
import { renderWithRouter } from "../../../test/render";
import type { SignedInAs } from "./account-actions";
import HeaderMenuDropdown from "./header-menu-dropdown";

function renderMenu(signedInAs: SignedInAs) {
  const actions = { onProfile: vi.fn(), onLogout: vi.fn() };
  renderWithRouter(<HeaderMenuDropdown signedInAs={signedInAs} open onOpenChange={vi.fn()} onHelp={vi.fn()} {...actions} />);
  return actions;
}

// Who is signed in comes with the page's data (the root loader): the menu asks nothing when it opens.
let fetchMock: ApiStub;
beforeEach(() => {
  fetchMock = stubApi();
});
afterEach(() => vi.unstubAllGlobals());

describe("HeaderMenuDropdown: the signed-in user's items (application §6)", () => {
  it("links a vendor to the vendor dashboard instead of the customer's profile, and logs the vendor out", async () => {
    const user = userEvent.setup();
    const { onLogout, onProfile } = renderMenu("vendor");
    expect(screen.getByRole("menuitem", { name: "Vendor dashboard" }).getAttribute("href")).toBe("/vendor");
    expect(screen.queryByRole("menuitem", { name: "Profile" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Login" })).toBeNull();
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledWith("vendor");
    expect(onProfile).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens a customer's profile, and logs the customer out", async () => {
    const user = userEvent.setup();
    const { onLogout, onProfile } = renderMenu("consumer");
    expect(screen.queryByRole("menuitem", { name: "Vendor dashboard" })).toBeNull();
    await user.click(screen.getByRole("menuitem", { name: "Profile" }));
    expect(onProfile).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledWith("consumer");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("offers Login and neither account item when signed out", () => {
    renderMenu(null);
    expect(screen.getByRole("menuitem", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByRole("menuitem", { name: "Vendor dashboard" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Profile" })).toBeNull();
    expect(screen.queryByRole("menuitem", { name: "Logout" })).toBeNull();
  });
});
