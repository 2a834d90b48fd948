import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { useLogout } from "./header-account";
import { fail, ok, stubApi } from "../../../test/api-stub";

function LogoutButton({ userType }: { userType: UserType }) {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout(userType)}>
      Logout
    </button>
  );
}

function renderWithSessionLoader(userType: UserType = "consumer") {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([
    { path: "/", loader, HydrateFallback: () => null, Component: () => <LogoutButton userType={userType} /> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return loader;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useLogout (application §4 Session, §8)", () => {
  it("ends the session and revalidates, so the header shows Login", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "POST /api/auth/consumer/logout": ok({ loggedOut: true }) });
    const loader = renderWithSessionLoader();
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/consumer/logout",
      expect.objectContaining({ method: "POST", credentials: "same-origin" }),
    );
  });

  it("ends a vendor's session as a vendor's", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ "POST /api/auth/vendor/logout": ok({ loggedOut: true }) });
    const loader = renderWithSessionLoader("vendor");
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/vendor/logout", expect.objectContaining({ method: "POST" }));
  });

  it("only logs a failed logout, and still revalidates", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    stubApi({ "POST /api/auth/consumer/logout": fail(500, MESSAGES.logoutFailed) });
    const loader = renderWithSessionLoader();
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenCalledWith(MESSAGES.logoutFailed, MESSAGES.logoutFailed);
  });
});
