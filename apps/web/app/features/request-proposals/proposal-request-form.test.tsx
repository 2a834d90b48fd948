import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { MESSAGES, SUPPORT } from "@utsav/domain/client";
import { renderWithRouter } from "../../../test/render";
import { ProposalRequestForm } from "./proposal-request-form";

describe("ProposalRequestForm", () => {
  it("shows what is missing, focuses the first problem, and clears an error while typing", async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProposalRequestForm />);
    await user.click(screen.getByRole("button", { name: "Request proposals" }));
    expect(screen.getByText(MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeTruthy();
    const name = screen.getByRole("textbox", { name: /Name/ });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    await user.type(name, "A");
    expect(screen.queryByText(MESSAGES.nameRequired)).toBeNull();
  });

  it("opens the support chat with the request filled in, then confirms", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderWithRouter(<ProposalRequestForm />);
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha Rao");
    await user.type(screen.getByRole("textbox", { name: /Phone number/ }), "9845012345");
    await user.selectOptions(screen.getByRole("combobox", { name: /Occasion/ }), "Birthday");
    await user.selectOptions(screen.getByRole("combobox", { name: /Budget/ }), "Under ₹5,000");
    await user.type(screen.getByLabelText(/Event date/), "2099-12-31");
    await user.click(screen.getByRole("button", { name: "Request proposals" }));

    expect(open).toHaveBeenCalledOnce();
    const url = new URL(String(open.mock.calls[0]![0]));
    expect(url.pathname).toBe(`/${SUPPORT.phone.replace(/\D/g, "")}`);
    expect(url.searchParams.get("text")).toContain("Occasion: Birthday");
    expect(screen.getByRole("heading", { name: "Your request is ready to send" })).toBeTruthy();
  });
});
