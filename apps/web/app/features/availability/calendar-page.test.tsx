import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CalendarDay, VendorCalendar } from "@utsav/domain";
import {
  addMonths,
  AVAILABILITY_COPY,
  AVAILABILITY_MESSAGES,
  availabilityCopyFor,
  daysInMonth,
  firstDayOf,
  indianDate,
  messageFor,
  monthOf,
} from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import { findDialog } from "../../../test/dialog";
import { renderRoute } from "../../../test/route-stub";
import VendorCalendarRoute, { clientAction, ErrorBoundary, loader } from "../../routes/vendor/calendar";

// The Calendar page the way a vendor meets it (docs/decisions/0056): the route's loader reads the month in the address,
// its clientAction calls the API from the browser (stubbed at fetch), and the month is read again after each act.

afterEach(() => vi.unstubAllGlobals());

/** A month two ahead, so every day of it can still be blocked. */
const month = addMonths(monthOf(indianDate()), 2);
const on = (day: number) => `${month}-${String(day).padStart(2, "0")}`;
const GET = `GET /api/vendor/availability?from=${firstDayOf(month)}&days=${daysInMonth(month)}`;
const FEED = "POST /api/vendor/availability/feed";
const FEED_URL = "https://utsav.example/api/public/calendar/feed/secret-token.ics";

const block = { id: "blk_1", startsOn: on(13), endsOn: on(13), note: "Diwali at home" };

function calendar(overrides: Partial<VendorCalendar> = {}): VendorCalendar {
  const days: CalendarDay[] = Array.from({ length: daysInMonth(month) }, (_, i) => ({
    date: on(i + 1),
    booked: 0,
    capacity: 3,
    blocked: false,
    full: false,
  }));
  const set = (day: number, change: Partial<CalendarDay>) => Object.assign(days[day - 1]!, change);
  set(12, { booked: 2 });
  set(13, { blocked: true });
  set(14, { booked: 3, full: true });
  return {
    dailyCapacity: 3,
    offerings: [
      { offeringId: "o1", title: "Marigold arch", dailyCapacity: null },
      { offeringId: "o2", title: "Balloon wall", dailyCapacity: 1 },
    ],
    blocks: [block],
    days,
    feedActive: false,
    ...overrides,
  };
}

async function renderCalendar() {
  renderRoute({
    path: "/vendor/calendar",
    entry: `/vendor/calendar?month=${month}`,
    Component: VendorCalendarRoute,
    loader,
    action: clientAction,
    ErrorBoundary,
  });
  await screen.findByRole("heading", { level: 1, name: AVAILABILITY_COPY.title });
  return userEvent.setup({ delay: null });
}

const day = (date: string) => calendar().days.find((d) => d.date === date)!;
const dayButton = (date: string, note?: string) => screen.getByRole("button", { name: availabilityCopyFor.vendorDay(day(date), note) });

describe("the Calendar page", () => {
  it("names every day of the month by what is booked, blocked or full, and moves between them with the arrow keys", async () => {
    stubApi({ [GET]: ok(calendar()) });
    const user = await renderCalendar();
    const grid = screen.getByRole("grid", { name: availabilityCopyFor.month(month) });
    expect(within(grid).getAllByRole("button")).toHaveLength(daysInMonth(month));
    expect(dayButton(on(12)).getAttribute("aria-label")).toMatch(/: 2 of 3 booked$/);
    expect(dayButton(on(13), "Diwali at home").getAttribute("aria-label")).toMatch(/: blocked \(Diwali at home\)$/);
    expect(dayButton(on(14)).getAttribute("aria-label")).toMatch(/: full, 3 of 3 booked$/);
    // The number is the button's text; its mark ("2/3") is drawn from data-mark, and its label says it in full.
    expect(dayButton(on(12)).textContent).toBe("12");
    expect(dayButton(on(12)).querySelector("[data-mark]")?.getAttribute("data-mark")).toBe("2/3");

    // One day is in the tab order; the arrows move a day and a week, and stop at the month's ends.
    expect(
      within(grid)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    dayButton(on(12)).focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(dayButton(on(13), "Diwali at home"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(dayButton(on(20)));
    expect(dayButton(on(20)).tabIndex).toBe(0);
    dayButton(on(1)).focus();
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(dayButton(on(1)));

    const links = screen.getAllByRole("link");
    expect(links.find((a) => a.textContent?.includes(AVAILABILITY_COPY.nextMonth))?.getAttribute("href")).toBe(
      `/vendor/calendar?month=${addMonths(month, 1)}`,
    );
  });

  it("blocks the days pressed on the grid with a note, checks the form first, and reads the month again", async () => {
    const api = stubApi({ [GET]: ok(calendar()), "POST /api/vendor/availability/blocks": ok(calendar()) });
    const user = await renderCalendar();
    const form = within(screen.getByRole("form", { name: AVAILABILITY_COPY.blockTitle }));
    await user.click(form.getByRole("button", { name: AVAILABILITY_COPY.blockButton }));
    expect(await form.findByText(messageFor.fieldRequired(AVAILABILITY_COPY.startsOn))).toBeTruthy();
    expect(callsMade(api)).toEqual([GET]);

    await user.click(dayButton(on(20)));
    await user.click(dayButton(on(22)));
    expect((form.getByLabelText(new RegExp(AVAILABILITY_COPY.startsOn)) as HTMLInputElement).value).toBe(on(20));
    expect((form.getByLabelText(new RegExp(AVAILABILITY_COPY.endsOn)) as HTMLInputElement).value).toBe(on(22));
    expect(dayButton(on(21)).closest("td")?.getAttribute("aria-selected")).toBe("true");
    await user.type(form.getByLabelText(new RegExp(AVAILABILITY_COPY.note)), "Family wedding");
    await user.click(form.getByRole("button", { name: AVAILABILITY_COPY.blockButton }));

    const range = availabilityCopyFor.range(on(20), on(22));
    expect(await screen.findByText(availabilityCopyFor.blocked(range))).toBeTruthy();
    expect(bodiesSent(api, "POST /api/vendor/availability/blocks")).toEqual([{ startsOn: on(20), endsOn: on(22), note: "Family wedding" }]);
    await waitFor(() => expect(callsMade(api)).toEqual([GET, "POST /api/vendor/availability/blocks", GET]));
    await waitFor(() => expect((form.getByLabelText(new RegExp(AVAILABILITY_COPY.startsOn)) as HTMLInputElement).value).toBe(""));
  });

  it("shows the API's refusal of a block above the button, keeping the days", async () => {
    stubApi({ [GET]: ok(calendar()), "POST /api/vendor/availability/blocks": fail(400, AVAILABILITY_MESSAGES.blockTooLong) });
    const user = await renderCalendar();
    const form = within(screen.getByRole("form", { name: AVAILABILITY_COPY.blockTitle }));
    await user.click(dayButton(on(20)));
    await user.click(form.getByRole("button", { name: AVAILABILITY_COPY.blockButton }));
    expect((await form.findByRole("alert")).textContent).toContain(AVAILABILITY_MESSAGES.blockTooLong);
    expect((form.getByLabelText(new RegExp(AVAILABILITY_COPY.startsOn)) as HTMLInputElement).value).toBe(on(20));
  });

  it("lists the blocked ranges with their notes, and unblocks one with a press", async () => {
    const api = stubApi({ [GET]: ok(calendar()), "DELETE /api/vendor/availability/blocks/blk_1": ok(calendar({ blocks: [] })) });
    const user = await renderCalendar();
    const list = within(screen.getByRole("region", { name: AVAILABILITY_COPY.blockedTitle }));
    expect(list.getByText("Diwali at home")).toBeTruthy();
    const range = availabilityCopyFor.range(on(13), on(13));
    await user.click(list.getByRole("button", { name: availabilityCopyFor.unblockLabel(range) }));
    expect(await screen.findByText(availabilityCopyFor.unblocked(range))).toBeTruthy();
    expect(callsMade(api).slice(0, 2)).toEqual([GET, "DELETE /api/vendor/availability/blocks/blk_1"]);
  });

  it("saves the events taken on one day, empty for no limit, and an offering's own number", async () => {
    const api = stubApi({
      [GET]: ok(calendar()),
      "PUT /api/vendor/availability/capacity": ok(calendar({ dailyCapacity: 4 })),
      "PUT /api/vendor/availability/offerings/o2/capacity": ok(calendar()),
    });
    const user = await renderCalendar();
    const section = within(screen.getByRole("region", { name: AVAILABILITY_COPY.capacityTitle }));
    const own = section.getByRole("textbox", { name: new RegExp(`^${AVAILABILITY_COPY.capacityLabel}`) }) as HTMLInputElement;
    expect(own.value).toBe("3");
    await user.clear(own);
    await user.type(own, "0");
    const ownForm = own.closest("form")!;
    await user.click(within(ownForm).getByRole("button", { name: AVAILABILITY_COPY.save }));
    expect(await section.findByText(AVAILABILITY_MESSAGES.capacityInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(own);
    expect(callsMade(api)).toEqual([GET]);

    await user.clear(own);
    await user.type(own, "4");
    await user.click(within(ownForm).getByRole("button", { name: AVAILABILITY_COPY.save }));
    expect(await screen.findByText(availabilityCopyFor.capacitySaved(4))).toBeTruthy();
    expect(bodiesSent(api, "PUT /api/vendor/availability/capacity")).toEqual([{ dailyCapacity: 4 }]);

    const wall = section.getByRole("textbox", {
      name: new RegExp(availabilityCopyFor.offeringCapacityLabel("Balloon wall")),
    }) as HTMLInputElement;
    expect(wall.value).toBe("1");
    await user.clear(wall);
    await user.click(within(wall.closest("form")!).getByRole("button", { name: AVAILABILITY_COPY.save }));
    expect(await screen.findByText(availabilityCopyFor.offeringCapacitySaved("Balloon wall", null))).toBeTruthy();
    expect(bodiesSent(api, "PUT /api/vendor/availability/offerings/o2/capacity")).toEqual([{ dailyCapacity: null }]);
  });

  it("shows the feed's link once, with Copy, and renews it only after saying the old link stops working", async () => {
    const api = stubApi({
      [GET]: [ok(calendar()), ok(calendar({ feedActive: true }))],
      [FEED]: [ok({ url: FEED_URL }), ok({ url: `${FEED_URL}?2` })],
      "PUT /api/vendor/availability/capacity": ok(calendar()),
    });
    const user = await renderCalendar();
    const feed = within(screen.getByRole("region", { name: AVAILABILITY_COPY.feedTitle }));
    await user.click(feed.getByRole("button", { name: AVAILABILITY_COPY.feedMake }));
    const link = (await feed.findByRole("textbox", { name: AVAILABILITY_COPY.feedLinkLabel })) as HTMLInputElement;
    expect(link.value).toBe(FEED_URL);
    expect(feed.getByText(AVAILABILITY_COPY.feedShownOnce)).toBeTruthy();
    expect(feed.getByRole("link", { name: AVAILABILITY_COPY.feedOpen }).getAttribute("href")).toBe(
      FEED_URL.replace("https://", "webcal://"),
    );
    await user.click(feed.getByRole("button", { name: AVAILABILITY_COPY.copy }));
    expect(await feed.findByText(AVAILABILITY_COPY.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);

    // Renew asks first; kept, nothing is sent.
    await user.click(await feed.findByRole("button", { name: AVAILABILITY_COPY.renew }));
    let dialog = within(await findDialog(AVAILABILITY_COPY.renewTitle));
    expect(dialog.getByText(AVAILABILITY_COPY.renewQuestion)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: AVAILABILITY_COPY.keepLink }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesSent(api, FEED)).toHaveLength(1);
    await user.click(feed.getByRole("button", { name: AVAILABILITY_COPY.renew }));
    dialog = within(await findDialog(AVAILABILITY_COPY.renewTitle));
    await user.click(dialog.getByRole("button", { name: AVAILABILITY_COPY.renew }));
    await waitFor(() =>
      expect((feed.getByRole("textbox", { name: AVAILABILITY_COPY.feedLinkLabel }) as HTMLInputElement).value).toBe(`${FEED_URL}?2`),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Once another act is done, the link is not shown again: only that one is on.
    const own = screen.getByRole("textbox", { name: new RegExp(`^${AVAILABILITY_COPY.capacityLabel}`) });
    await user.click(within(own.closest("form")!).getByRole("button", { name: AVAILABILITY_COPY.save }));
    expect(await screen.findByText(availabilityCopyFor.capacitySaved(3))).toBeTruthy();
    expect(feed.queryByRole("textbox", { name: AVAILABILITY_COPY.feedLinkLabel })).toBeNull();
    expect(feed.getByText(AVAILABILITY_COPY.feedOn)).toBeTruthy();
  });

  it("stops the feed after asking", async () => {
    const api = stubApi({
      [GET]: [ok(calendar({ feedActive: true })), ok(calendar())],
      "DELETE /api/vendor/availability/feed": ok(calendar()),
    });
    const user = await renderCalendar();
    const feed = within(screen.getByRole("region", { name: AVAILABILITY_COPY.feedTitle }));
    await user.click(feed.getByRole("button", { name: AVAILABILITY_COPY.stop }));
    const dialog = within(await findDialog(AVAILABILITY_COPY.stopTitle));
    await user.click(dialog.getByRole("button", { name: AVAILABILITY_COPY.stop }));
    expect(await screen.findByText(AVAILABILITY_COPY.feedStopped)).toBeTruthy();
    expect(await feed.findByRole("button", { name: AVAILABILITY_COPY.feedMake })).toBeTruthy();
    expect(callsMade(api)).toContain("DELETE /api/vendor/availability/feed");
  });
});
