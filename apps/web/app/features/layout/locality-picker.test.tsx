import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubApi } from "../../../test/api-stub";
import LocalityPicker from "./locality-picker";

// The location popup's locality field (decision 0022): a name or a pincode, then one of the localities suggested.
// When none matches, it says so, and what to do, in a status that screen readers announce.

const hsr = { name: "HSR Layout", pincodes: ["560102"], lat: 12.9116, lon: 77.6474 };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPicker() {
  render(<LocalityPicker current={null} onChosen={() => undefined} />);
  return userEvent.setup();
}

describe("the locality picker", () => {
  it("says clearly, in a live status, that no locality matches what was typed, and what to do", async () => {
    stubApi({ "GET /api/localities?q=xyz": ok({ localities: [] }) });
    const user = renderPicker();
    await user.type(screen.getByRole("searchbox", { name: "Your locality" }), "xyz");
    const status = await screen.findByRole("status");
    expect(await within(status).findByText("No locality matches “xyz”")).toBeTruthy();
    expect(within(status).getByText("Check the spelling, or type the 6-digit pincode. We serve Bengaluru only for now.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Localities" })).toBeNull();
  });

  it("lists the localities that match, and no empty message", async () => {
    stubApi({ "GET /api/localities?q=560102": ok({ localities: [hsr] }) });
    const user = renderPicker();
    await user.type(screen.getByRole("searchbox", { name: "Your locality" }), "560102");
    const choice = await screen.findByRole("button", { name: /HSR Layout/ });
    expect(within(screen.getByRole("list", { name: "Localities" })).getByRole("button", { name: /HSR Layout/ })).toBe(choice);
    expect(screen.queryByText(/No locality matches/)).toBeNull();
  });

  it("says nothing before anything is typed", () => {
    stubApi();
    renderPicker();
    expect(screen.queryByText(/No locality matches/)).toBeNull();
  });
});
