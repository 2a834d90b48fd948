import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { PROBLEM_COPY, WAITING_COPY, WAITING_MESSAGES } from "@utsav/domain/client";
import type { WaitingProblem } from "@utsav/domain";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsWaitingRoute, { clientAction, shouldRevalidate } from "./waiting";

// Problems reported on confirmed bookings (docs/decisions/0054), first on the Waiting page: who reported what, both
// sides' numbers, and completing the booking with a reason (checked before it is sent) or cancelling it.

const PROBLEM: WaitingProblem = {
  id: "bk_0000dddd4444",
  reference: "#DDDD4444",
  offeringName: "Flower Wall",
  eventDate: "2026-12-12",
  locality: "Koramangala",
  address: null,
  since: "2026-12-12T15:00:00.000Z",
  vendorName: "Asha Decor",
  reportedBy: "consumer",
  note: "Half the flowers were missing",
};

async function renderWaiting(problems: WaitingProblem[]) {
  const loader = vi.fn(() => ({ hours: undefined, problems, groups: [], nextCursor: null }));
  const Stub = createRoutesStub([
    {
      path: "/ops/waiting",
      Component: OpsWaitingRoute as never,
      loader,
      action: clientAction as never,
      shouldRevalidate,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/waiting"]} />);
  await screen.findByRole("heading", { level: 1, name: WAITING_COPY.title });
  return { user: userEvent.setup({ delay: null }), loader };
}

describe("problems reported, on the Waiting page", () => {
  it("are listed first with who reported what and when, and none means no section", async () => {
    stubApi();
    await renderWaiting([PROBLEM]);
    const section = await screen.findByRole("region", { name: /Problems reported/ });
    expect(section.textContent).toContain("Booking #DDDD4444 · Flower Wall · Asha Decor");
    expect(section.textContent).toContain("Reported by the customer");
    expect(within(section).getByText("Half the flowers were missing")).toBeTruthy();
    expect(within(section).getByRole("button", { name: `${WAITING_COPY.cancelBooking} #DDDD4444` })).toBeTruthy();
  });

  it("completes a booking only with a reason, sends it, and says so", async () => {
    const api = stubApi({
      "POST /api/operator/bookings/bk_0000dddd4444/complete": ok({ id: PROBLEM.id, reference: PROBLEM.reference, status: "completed" }),
    });
    const { user } = await renderWaiting([PROBLEM]);
    await user.click(screen.getByRole("button", { name: `${PROBLEM_COPY.completeBooking} #DDDD4444` }));
    const form = within(await screen.findByRole("form", { name: `${PROBLEM_COPY.completeBooking} #DDDD4444` }));
    expect(document.activeElement).toBe(form.getByRole("textbox", { name: PROBLEM_COPY.completeReasonLabel }));
    const complete = form.getByRole("button", { name: `${PROBLEM_COPY.completeBooking} #DDDD4444` });
    await user.click(complete);
    expect((await screen.findByRole("alert")).textContent).toBe(WAITING_MESSAGES.reasonRequired);
    expect(callsMade(api)).toEqual([]);
    await user.type(screen.getByRole("textbox", { name: PROBLEM_COPY.completeReasonLabel }), "Both agreed it was delivered");
    await user.click(complete);
    expect(await screen.findByText(PROBLEM_COPY.completed("#DDDD4444"))).toBeTruthy();
    expect(bodiesSent(api, "POST /api/operator/bookings/bk_0000dddd4444/complete")).toEqual([{ reason: "Both agreed it was delivered" }]);
  });

  it("shows the API's refusal where the form is", async () => {
    stubApi({ "POST /api/operator/bookings/bk_0000dddd4444/complete": fail(409, "This booking is completed and can no longer change") });
    const { user } = await renderWaiting([PROBLEM]);
    await user.click(screen.getByRole("button", { name: `${PROBLEM_COPY.completeBooking} #DDDD4444` }));
    await user.type(await screen.findByRole("textbox", { name: PROBLEM_COPY.completeReasonLabel }), "Agreed");
    const form = within(screen.getByRole("form", { name: `${PROBLEM_COPY.completeBooking} #DDDD4444` }));
    await user.click(form.getByRole("button", { name: `${PROBLEM_COPY.completeBooking} #DDDD4444` }));
    expect((await screen.findByRole("alert")).textContent).toBe("This booking is completed and can no longer change");
  });
});
