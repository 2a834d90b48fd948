import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuditPage } from "@utsav/domain";
import { renderWithRouter } from "../../../test/render";
import { AuditLog } from "./audit-log";

// The audit log as an operator reads it (docs/decisions/0043): each vendor by its business name, linked to its page in
// the console, with its id beside it; an entry whose vendor is gone keeps the id.

const entry = (id: string, vendorId: string | null, vendorName: string | null): AuditPage["entries"][number] => ({
  id,
  at: "2026-01-05T10:00:00.000Z",
  actorId: "o-1",
  actorName: "Meera Ops",
  action: "vendor.paused",
  vendorId,
  vendorName,
  target: null,
  detail: {},
  clientAddress: "203.0.113.7",
});

describe("the audit log", () => {
  it("names each vendor by its business name, linked to its review, with its id as a second line", () => {
    renderWithRouter(
      <AuditLog
        page={{
          entries: [
            entry("3", "v-1", "Marigold Moments"),
            entry("2", "v_gone", null),
            { ...entry("1", null, null), action: "operator.added" },
          ],
          nextBefore: null,
        }}
      />,
    );
    const [, named, gone, none] = screen.getAllByRole("row");
    const vendor = within(named!).getByRole("link", { name: "Marigold Moments" });
    expect(vendor.getAttribute("href")).toBe("/ops/vendors/v-1");
    expect(within(named!).getByText("v-1")).toBeTruthy();
    expect(within(gone!).getByRole("link", { name: "v_gone" }).getAttribute("href")).toBe("/ops/vendors/v_gone");
    expect(within(none!).queryByRole("link")).toBeNull();
  });
});
