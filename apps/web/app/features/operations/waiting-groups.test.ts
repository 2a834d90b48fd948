import { describe, expect, it } from "vitest";
import type { WaitingGroup } from "@utsav/domain";
import { changesNothing, hoursIn, joinGroups } from "./waiting-groups";

// The Waiting page's pages, joined (docs/decisions/0037).

const group = (vendorId: string, bookingIds: string[]): WaitingGroup => ({
  vendorId,
  vendorName: vendorId,
  waitingCount: 3,
  oldestSince: "2026-11-27T00:00:00.000000Z",
  bookings: bookingIds.map((id) => ({
    id,
    reference: id,
    offeringName: "x",
    eventDate: null,
    locality: null,
    address: null,
    since: "2026-11-27T00:00:00.000000Z",
  })),
  briefs: [],
});

describe("the waiting list's pages", () => {
  it("join a vendor's group that runs over two pages into one, in order", () => {
    const joined = joinGroups([group("v1", ["a"]), group("v2", ["b"]), group("v2", ["c", "d"]), group("v3", ["e"])]);
    expect(joined.map((g) => [g.vendorId, g.bookings.map((b) => b.id)])).toEqual([
      ["v1", ["a"]],
      ["v2", ["b", "c", "d"]],
      ["v3", ["e"]],
    ]);
  });

  it("read only a threshold the page offers from the address", () => {
    expect(hoursIn(new URLSearchParams("hours=12"))).toBe(12);
    expect(hoursIn(new URLSearchParams("hours=5"))).toBeUndefined();
    expect(hoursIn(new URLSearchParams(""))).toBeUndefined();
  });

  it("are not read again after numbers are read, and are after anything else", () => {
    expect(changesNothing({ contacts: {} })).toBe(true);
    expect(changesNothing({ message: "Sent" })).toBe(false);
    expect(changesNothing(undefined)).toBe(false);
  });
});
