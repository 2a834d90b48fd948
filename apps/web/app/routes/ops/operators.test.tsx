import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import OpsOperatorsRoute, { clientAction } from "./operators";

// Inviting an operator the way an operator does it: the form (lazily loaded), its domain check, and the route's
// clientAction calling the API (stubbed at fetch) from the browser.

async function renderOperators() {
  const Stub = createRoutesStub([
    {
      path: "/ops/operators",
      Component: OpsOperatorsRoute as never,
      loader: () => ({ operators: [{ id: "o-1", fullName: "Meera Iyer", phone: "+919845000001", createdAt: "2026-01-05T10:00:00.000Z" }] }),
      action: clientAction as never,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/operators"]} />);
  await screen.findByRole("heading", { level: 1, name: "Operators" });
  return userEvent.setup({ delay: null });
}

describe("inviting an operator", () => {
  it("checks the number by the domain's rule, then invites and says how the new operator signs in", async () => {
    const api = stubApi({
      "POST /api/operator/operators": ok({
        id: "o-2",
        fullName: "Ravi Kumar",
        phone: "+919845012345",
        createdAt: "2026-01-06T10:00:00.000Z",
      }),
    });
    const user = await renderOperators();
    expect(screen.getByText("Meera Iyer")).toBeTruthy();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ravi Kumar");
    const phone = screen.getByRole("textbox", { name: "Mobile number" });
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: "Invite operator" }));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(api).not.toHaveBeenCalled();

    await user.clear(phone);
    expect(screen.queryByText(MESSAGES.phoneInvalid)).toBeNull();
    await user.type(phone, "98450 12345");
    await user.click(screen.getByRole("button", { name: "Invite operator" }));
    expect((await screen.findByText(/can now sign in/)).textContent).toBe("Ravi Kumar can now sign in at /ops/login with +919845012345.");
    expect(bodiesSent(api, "POST /api/operator/operators")).toEqual([{ fullName: "Ravi Kumar", phoneNumber: "98450 12345" }]);
  });

  it("shows the API's refusal and keeps what was typed", async () => {
    stubApi({ "POST /api/operator/operators": fail(409, "This number already belongs to an operator") });
    const user = await renderOperators();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Meera Iyer");
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "9845000001");
    await user.click(screen.getByRole("button", { name: "Invite operator" }));
    expect((await screen.findByText("This number already belongs to an operator")).closest("[role=status]")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Mobile number" }) as HTMLInputElement).value).toBe("9845000001");
  });
});
