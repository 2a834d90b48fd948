import { blockDates } from "@utsav/api-client/vendor/availability/block-dates";
import { makeCalendarFeed } from "@utsav/api-client/vendor/availability/make-calendar-feed";
import { setOfferingCapacity } from "@utsav/api-client/vendor/availability/set-offering-capacity";
import { setVendorCapacity } from "@utsav/api-client/vendor/availability/set-vendor-capacity";
import { stopCalendarFeed } from "@utsav/api-client/vendor/availability/stop-calendar-feed";
import { unblockDates } from "@utsav/api-client/vendor/availability/unblock-dates";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { AVAILABILITY_COPY, availabilityCopyFor, capacityValue } from "@utsav/domain/client";
import type { SubmittedBody } from "../../shared/lib/forms/json-action";

// The vendor's changes to its calendar (docs/decisions/0056): the Calendar page's forms and buttons each send one, named
// by its intent, to the route's clientAction, which calls the API from the browser (docs/decisions/0030). The page is
// then read again for the month it shows (the API answers the calendar from today, not that month).

/** What the Calendar page sends: the act and what it needs, with the words its notice names. */
export type CalendarAct =
  | { intent: "block"; startsOn: string; endsOn: string; note: string }
  | { intent: "unblock"; id: string; range: string }
  | { intent: "capacity"; dailyCapacity: string }
  | { intent: "offeringCapacity"; id: string; title: string; dailyCapacity: string }
  | { intent: "feed" }
  | { intent: "stopFeed" };

export type CalendarIntent = CalendarAct["intent"];

/**
 * What the page's action answered: which act is done and what to say (with the feed's address, once, when one was
 * made), or why it was refused (and for an offering's capacity, which offering).
 */
export type CalendarActResult =
  { done: CalendarIntent; message: string; feedUrl?: string } | { error: string; intent?: CalendarIntent; id?: string } | undefined;

type Act = (api: ApiTransport, body: SubmittedBody) => Promise<EnvelopeResult<unknown>>;

/** The range an act names, as the notice says it: one day, or the first to the last. */
const rangeOf = (body: SubmittedBody) => {
  const startsOn = body.text("startsOn");
  return availabilityCopyFor.range(startsOn, body.text("endsOn") || startsOn);
};

const ACTS: Record<CalendarIntent, { call: Act; said: (body: SubmittedBody) => string }> = {
  block: {
    call: (api, body) => {
      const endsOn = body.text("endsOn");
      const note = body.text("note").trim();
      return blockDates(api, { startsOn: body.text("startsOn"), ...(endsOn ? { endsOn } : {}), ...(note ? { note } : {}) });
    },
    said: (body) => availabilityCopyFor.blocked(rangeOf(body)),
  },
  unblock: {
    call: (api, body) => unblockDates(api, body.text("id")),
    said: (body) => availabilityCopyFor.unblocked(body.text("range")),
  },
  capacity: {
    call: (api, body) => setVendorCapacity(api, { dailyCapacity: capacityValue(body.text("dailyCapacity")) }),
    said: (body) => availabilityCopyFor.capacitySaved(capacityValue(body.text("dailyCapacity"))),
  },
  offeringCapacity: {
    call: (api, body) => setOfferingCapacity(api, body.text("id"), { dailyCapacity: capacityValue(body.text("dailyCapacity")) }),
    said: (body) => availabilityCopyFor.offeringCapacitySaved(body.text("title"), capacityValue(body.text("dailyCapacity"))),
  },
  feed: { call: (api) => makeCalendarFeed(api), said: () => AVAILABILITY_COPY.feedMade },
  stopFeed: { call: (api) => stopCalendarFeed(api), said: () => AVAILABILITY_COPY.feedStopped },
};

const isIntent = (value: string): value is CalendarIntent => Object.hasOwn(ACTS, value);

/** The feed's address in the API's answer to a new link, which the page shows once. */
const feedUrlOf = (data: unknown): string | undefined =>
  typeof data === "object" && data !== null && "url" in data && typeof data.url === "string" ? data.url : undefined;

/** Runs the act the page sent; one it does not know is refused without asking the API. */
export async function runCalendarAct(api: ApiTransport, body: SubmittedBody): Promise<CalendarActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { error: AVAILABILITY_COPY.failed };
  const id = intent === "offeringCapacity" ? body.text("id") : undefined;
  try {
    const result = await ACTS[intent].call(api, body);
    if (!result.ok) return { error: result.errorMessage ?? AVAILABILITY_COPY.failed, intent, ...(id ? { id } : {}) };
    const feedUrl = intent === "feed" ? feedUrlOf(result.data) : undefined;
    return { done: intent, message: ACTS[intent].said(body), ...(feedUrl ? { feedUrl } : {}) };
  } catch (error) {
    return { error: thrownMessage(error, AVAILABILITY_COPY.failed), intent, ...(id ? { id } : {}) };
  }
}
