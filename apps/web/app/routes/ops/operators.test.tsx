import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MESSAGES, OPERATOR_COPY, OPERATOR_MESSAGES } from "@utsav/domain/client";
import type { Operator } from "@utsav/domain";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import OpsOperatorsRoute, { clientAction } from "./operators";

// Inviting, disabling and enabling operators the way an operator does it: the forms (lazily loaded), the domain check,
// and the route's clientAction calling the API (stubbed at fetch) from the browser.

const MEERA: Operator = {
  id: "o-1",
  fullName: "Meera Iyer",
  phone: "+919845000001",
  createdAt: "2026-01-05T10:00:00.000Z",
  disabledAt: null,
};

async function renderOperators(operators: Operator[] = [MEERA], currentOperatorId = "o-1") {
  const Stub = createRoutesStub([
    {
      path: "/ops/operators",
      Component: OpsOperatorsRoute as never,
      loader: () => ({ operators, currentOperatorId }),
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
    // The phone field keeps the number's 10 digits as typed with spaces (shared/lib/forms/phone-input.ts).
    expect(bodiesSent(api, "POST /api/operator/operators")).toEqual([{ fullName: "Ravi Kumar", phoneNumber: "9845012345" }]);
  });

  it("says under each field what is missing, in the console's words rather than the browser's bubble", async () => {
    const api = stubApi();
    const user = await renderOperators();
    await user.click(screen.getByRole("button", { name: "Invite operator" }));
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(await screen.findByText(OPERATOR_MESSAGES.nameRequired)).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(OPERATOR_MESSAGES.phoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(api).not.toHaveBeenCalled();
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

const RAVI: Operator = {
  id: "o-2",
  fullName: "Ravi Kumar",
  phone: "+919845012345",
  createdAt: "2026-01-06T10:00:00.000Z",
  disabledAt: null,
};

describe("disabling and enabling an operator", () => {
  it("asks first, then disables and says so; no Disable for one's own account", async () => {
    const api = stubApi({ "POST /api/operator/operators/o-2/disable": ok({ ...RAVI, disabledAt: "2026-02-01T10:00:00.000Z" }) });
    const user = await renderOperators([MEERA, RAVI]);
    expect(
      screen
        .getByText(/\(you\)/)
        .closest("li")
        ?.querySelector("button"),
    ).toBeNull();
    expect(screen.queryByRole("button", { name: "Disable Meera Iyer" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Disable Ravi Kumar" }));
    const question = screen.getByRole("group", { name: OPERATOR_COPY.confirmDisable("Ravi Kumar") });
    expect(question).toBeTruthy();
    // The safe answer has the focus; keeping the operator closes the question and sends nothing.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: OPERATOR_COPY.cancel }));
    await user.click(screen.getByRole("button", { name: OPERATOR_COPY.cancel }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Disable Ravi Kumar" }));
    expect(api).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Disable Ravi Kumar" }));
    await user.click(screen.getByRole("button", { name: "Yes, disable Ravi Kumar" }));
    expect((await screen.findByText(OPERATOR_COPY.disabled("Ravi Kumar"))).closest("[role=status]")).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
    expect(bodiesSent(api, "POST /api/operator/operators/o-2/disable")).toHaveLength(1);
  });

  it("enables a disabled operator with one press", async () => {
    const disabled = { ...RAVI, disabledAt: "2026-02-01T10:00:00.000Z" };
    const api = stubApi({ "POST /api/operator/operators/o-2/enable": ok({ ...RAVI, disabledAt: null }) });
    const user = await renderOperators([MEERA, disabled]);
    expect(screen.getByText(/^Disabled since/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Disable Ravi Kumar" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Enable Ravi Kumar" }));
    expect(await screen.findByText(OPERATOR_COPY.enabled("Ravi Kumar"))).toBeTruthy();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it("shows the API's refusal as it comes", async () => {
    stubApi({ "POST /api/operator/operators/o-2/disable": fail(409, OPERATOR_MESSAGES.lastActive, "OPERATOR_LAST_ACTIVE") });
    const user = await renderOperators([MEERA, RAVI], "o-3");
    await user.click(screen.getByRole("button", { name: "Disable Ravi Kumar" }));
    await user.click(screen.getByRole("button", { name: "Yes, disable Ravi Kumar" }));
    expect((await screen.findByText(OPERATOR_MESSAGES.lastActive)).closest("[role=status]")).toBeTruthy();
  });
});
