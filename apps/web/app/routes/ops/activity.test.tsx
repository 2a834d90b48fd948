import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { REVIEW_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { startDownload } from "../../features/operations/download";
import OpsActivityRoute, { clientAction, shouldRevalidate } from "./activity";

// The exports of /ops/activity the way an operator meets them: the button's act goes to the route's clientAction,
// which asks the API for a link (the POST puts the export on the record) and downloads it (docs/decisions/0020).

vi.mock("../../features/operations/download", () => ({ startDownload: vi.fn() }));

const BOOKINGS_LINK = "POST /api/operator/bookings/export-link";
const LEADS_LINK = "POST /api/operator/leads/export-link";
const link = (path: string) => ok({ url: `${path}?vendorId=v-1&token=1.abc`, expiresAt: "2026-01-05T10:01:00.000Z" });

async function renderActivity(loader = vi.fn(() => data)) {
  const Stub = createRoutesStub([
    {
      path: "/ops/activity",
      Component: OpsActivityRoute as never,
      loader,
      action: clientAction as never,
      shouldRevalidate,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/activity?vendorId=v-1&status=received"]} />);
  await screen.findByRole("heading", { level: 1, name: "Bookings and leads" });
  return userEvent.setup({ delay: null });
}

const data = {
  filter: { vendorId: "v-1", status: "received", from: "", to: "" },
  bookings: { bookings: [], totalCount: 0 },
  leads: { leads: [], totalCount: 0 },
};

beforeEach(() => {
  vi.mocked(startDownload).mockClear();
});

describe("exporting bookings and leads", () => {
  it("asks the API for a link with the filter the lists show, then downloads it; the page is not read again", async () => {
    const api = stubApi({ [BOOKINGS_LINK]: link("/api/operator/bookings/export"), [LEADS_LINK]: link("/api/operator/leads/export") });
    const loader = vi.fn(() => data);
    const user = await renderActivity(loader);
    // Typed and not applied: the export holds what the lists show.
    await user.type(screen.getByRole("textbox", { name: "Vendor id" }), "-other");

    await user.click(screen.getByRole("button", { name: "Export bookings (CSV)" }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith("/api/operator/bookings/export?vendorId=v-1&token=1.abc"));
    expect(bodiesSent(api, BOOKINGS_LINK)).toEqual([{ vendorId: "v-1", status: "received" }]);

    await user.click(screen.getByRole("button", { name: "Export leads (CSV)" }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith("/api/operator/leads/export?vendorId=v-1&token=1.abc"));
    // Leads have no status.
    expect(bodiesSent(api, LEADS_LINK)).toEqual([{ vendorId: "v-1" }]);
    expect(callsMade(api)).toEqual([BOOKINGS_LINK, LEADS_LINK]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("says why an export did not start, by its button", async () => {
    stubApi({ [BOOKINGS_LINK]: fail(403, REVIEW_MESSAGES.linkCrossSite, "CROSS_SITE") });
    const user = await renderActivity();
    await user.click(screen.getByRole("button", { name: "Export bookings (CSV)" }));
    expect((await screen.findByRole("alert")).textContent).toBe(REVIEW_MESSAGES.linkCrossSite);
    expect(startDownload).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Export bookings (CSV)" }).getAttribute("aria-disabled")).toBe("false");
  });
});
