import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HomeData } from "@utsav/domain";
import { ok, stubApi } from "../../test/api-stub";
import { fetchedApi } from "../../test/route-stub";
import Home, { loader } from "./home";

// The home band names where the celebrations are: the consumer's chosen locality once there is one (decision 0022),
// else the city of the header widget (application §2 Header).

const home: HomeData = {
  title: null,
  section: null,
  showQuickConnect: false,
  widgets: [{ id: "header", type: "header", title: null, style: "mobile-only", isWeb: true, data: { location: "Bengaluru" } }],
};

function renderHome(locality: string | null) {
  stubApi({ "GET /api/home": ok(home) });
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ locality, unservedOfferingIds: [] }),
        HydrateFallback: () => null,
        Component: () => <Outlet />,
        children: [{ index: true, Component: Home as never, loader: loader as never }],
      },
    ],
    { api: fetchedApi, origin: "http://localhost", nonce: "" } as never,
  );
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the home band", () => {
  it("says 'Celebrations in' the chosen locality", async () => {
    renderHome("HSR Layout");
    const band = await screen.findByText("Celebrations in", { exact: false });
    expect(band.textContent?.trim()).toBe("Celebrations in HSR Layout");
  });

  it("says 'Celebrations in Bengaluru' before a locality is chosen", async () => {
    renderHome(null);
    const band = await screen.findByText("Celebrations in", { exact: false });
    expect(band.textContent?.trim()).toBe("Celebrations in Bengaluru");
  });
});
