import { WAITING_HOURS_CHOICES } from "@utsav/domain/client";
import type { WaitingGroup, WaitingHours } from "@utsav/domain";

// The Waiting page's list (docs/decisions/0037): the pages the loader read, joined. A vendor's group may go on from one
// page to the next (the API pages rows, not vendors); joined, it is one group again.

/** The groups of every page read, in order, a vendor's rows from two pages in one group. */
export function joinGroups(groups: readonly WaitingGroup[]): WaitingGroup[] {
  const joined: WaitingGroup[] = [];
  for (const group of groups) {
    const last = joined.at(-1);
    if (last?.vendorId === group.vendorId) {
      joined[joined.length - 1] = { ...last, bookings: [...last.bookings, ...group.bookings], briefs: [...last.briefs, ...group.briefs] };
    } else joined.push(group);
  }
  return joined;
}

/** The threshold the address names (?hours=), when it is one the page offers; none for each kind's own default. */
export function hoursIn(params: URLSearchParams): WaitingHours | undefined {
  const hours = Number(params.get("hours"));
  return WAITING_HOURS_CHOICES.find((choice) => choice === hours);
}

/** An act's answer that changes nothing the page shows (numbers read): the list is not read again for it. */
export const changesNothing = (result: unknown) => typeof result === "object" && result !== null && "contacts" in result;
