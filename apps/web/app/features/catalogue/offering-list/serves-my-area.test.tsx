import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { OfferingList } from "./offering-list";
import { makeOffering } from "./test-offerings";

// decision 0022: once a locality is chosen, cards of vendors that do not serve it say so quietly, and lists can keep
// only the vendors that do.

const offerings = [
  makeOffering({ id: "HKGN1", title: "Marigold Arch", vendorName: "Hoovu Kala" }),
  makeOffering({ id: "ZS1", title: "Sound for 100", vendorName: "Zenith Sound" }),
];

function renderList(locality: string | null, unservedOfferingIds: string[]) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ locality, unservedOfferingIds }),
      HydrateFallback: () => null,
      Component: () => <Outlet />,
      children: [{ index: true, Component: () => <OfferingList title="Flower decor" offerings={offerings} /> }],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("article")!;

describe("cards and lists with a chosen locality", () => {
  it("dims the card of a vendor that does not serve it and says so; the list can leave it out", async () => {
    renderList("Whitefield", ["ZS1"]);
    await screen.findByRole("heading", { name: "Sound for 100" });
    expect(within(card("Sound for 100")).getByText("Doesn't serve Whitefield")).toBeTruthy();
    expect(card("Sound for 100").hasAttribute("data-unavailable")).toBe(true);
    expect(within(card("Marigold Arch")).queryByText(/Doesn't serve/)).toBeNull();

    await userEvent.setup().click(screen.getByRole("checkbox", { name: "Serves my area (Whitefield)" }));
    expect(screen.queryByRole("heading", { name: "Sound for 100" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Marigold Arch" })).toBeTruthy();
  });

  it("shows every card plainly, and no filter, before a locality is chosen", async () => {
    renderList(null, []);
    await screen.findByRole("heading", { name: "Sound for 100" });
    expect(screen.queryByText(/Doesn't serve/)).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /Serves my area/ })).toBeNull();
  });
});
