import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@utsav/domain/client";
import { bodiesSent, fail, ok, stubApi } from "../../../test/api-stub";
import { NotifyMeForm } from "./notify-me-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const JOIN = "POST /api/public/waitlist/join-user";

function renderBox() {
  render(<NotifyMeForm placeholder="Enter your email" buttonText="Notify me" subtitle="Be the first to know." />);
  return userEvent.setup({ delay: null });
}

describe("the hero's notify-me box (application §1, §8)", () => {
  it("checks the address by the domain's rule before sending, and typing clears the message", async () => {
    const api = stubApi();
    const user = renderBox();
    const email = screen.getByLabelText("Email address");
    await user.type(email, "not-an-email");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.emailInvalid);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("notify-error");
    expect(api).not.toHaveBeenCalled();
    await user.type(email, "x");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBe("false");
  });

  it("joins the waitlist with the address trimmed, and says so in place of the box", async () => {
    const api = stubApi({ [JOIN]: ok({ joined: true }) });
    const user = renderBox();
    await user.type(screen.getByLabelText("Email address"), " asha@example.in ");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("status")).textContent).toBe(MESSAGES.waitlistSuccess);
    expect(bodiesSent(api, JOIN)).toEqual([{ email: "asha@example.in" }]);
    expect(screen.queryByLabelText("Email address")).toBeNull();
  });

  it("shows the server's refusal, else the fallback, under the box with the address kept", async () => {
    stubApi({ [JOIN]: [fail(429, MESSAGES.rateLimited), new TypeError("Failed to fetch")] });
    const user = renderBox();
    const email = screen.getByLabelText("Email address");
    await user.type(email, "asha@example.in");
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.rateLimited);
    await user.click(screen.getByRole("button", { name: "Notify me" }));
    expect((await screen.findByRole("alert")).textContent).toBe(MESSAGES.waitlistFailed);
    expect((email as HTMLInputElement).value).toBe("asha@example.in");
  });
});
