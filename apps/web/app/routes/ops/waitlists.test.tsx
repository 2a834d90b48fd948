import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { bodiesSent, callsMade, ok, stubApi } from "../../../test/api-stub";
import { startDownload } from "../../features/operations/download";
import OpsWaitlistsRoute, { clientAction, shouldRevalidate } from "./waitlists";

// The waitlists' exports: a link the API makes on the record (POST), then the download (docs/decisions/0020).

vi.mock("../../features/operations/download", () => ({ startDownload: vi.fn() }));

describe("exporting a waitlist", () => {
  it("asks the API for the list's link, then downloads it", async () => {
    const url = "/api/operator/waitlists/consumers/export?token=1.abc";
    const api = stubApi({ "POST /api/operator/waitlists/consumers/export-link": ok({ url, expiresAt: "2026-01-05T10:01:00.000Z" }) });
    const lists = [
      {
        id: "consumers",
        title: "Shoppers",
        list: { columns: ["Email", "Joined"], rows: [["early@example.com", "2026-01-05T10:00:00.000Z"]] },
      },
      { id: "vendors", title: "Vendors", list: { columns: ["Business"], rows: [] } },
    ];
    const Stub = createRoutesStub([
      {
        path: "/ops/waitlists",
        Component: OpsWaitlistsRoute as never,
        loader: () => ({ lists }),
        action: clientAction as never,
        shouldRevalidate,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={["/ops/waitlists"]} />);
    await screen.findByRole("heading", { level: 1, name: "Waitlists" });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole("button", { name: "Export vendors (CSV)" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Export shoppers (CSV)" }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledWith(url));
    expect(callsMade(api)).toEqual(["POST /api/operator/waitlists/consumers/export-link"]);
    expect(bodiesSent(api, "POST /api/operator/waitlists/consumers/export-link")).toEqual([undefined]);
  });
});
