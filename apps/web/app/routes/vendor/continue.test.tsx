import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VENDOR_SIGN_IN_COPY, VENDOR_WEB_LINK_COPY } from "@utsav/domain/client";
import VendorContinueRoute from "./continue";

// The app's one-time link to a vendor page (docs/decisions/0072) when it does not open: the page says so and offers the
// vendors' sign-in. What the server does with the code: continue-loader.test.ts.

const CODE = "q3Vb8m0dKx7YtR2nWf5LcZp9HsJe4UaGi1oNyTlPwQk";

describe("/vendor/continue", () => {
  it("says the link no longer works and offers 'Sign in as vendor'", async () => {
    const Stub = createRoutesStub([
      { path: "/vendor/continue", Component: VendorContinueRoute as never, loader: () => ({ failed: true }), HydrateFallback: () => null },
    ]);
    render(<Stub initialEntries={[`/vendor/continue?code=${CODE}`]} />);
    expect(await screen.findByRole("heading", { level: 1, name: VENDOR_WEB_LINK_COPY.failedTitle })).toBeTruthy();
    expect(screen.getByText(VENDOR_WEB_LINK_COPY.failedBody)).toBeTruthy();
    expect(screen.getByRole("link", { name: VENDOR_SIGN_IN_COPY.title }).getAttribute("href")).toBe("/vendor/login");
  });
});
