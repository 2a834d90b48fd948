import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { useLogout } from "./header-account";
import { fail, ok, stubApi } from "./test-api";

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

function renderWithSessionLoader() {
  const loader = vi.fn(() => null);
  const Stub = createRoutesStub([{ path: "/", loader, HydrateFallback: () => null, Component: LogoutButton }]);
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
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/consumer/logout", expect.objectContaining({ method: "POST", credentials: "same-origin" }));
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
