import { act, fireEvent, screen, waitFor } from "expo-router/testing-library";
import { addMonths, daysInMonth } from "@utsav/domain/vendor-app";
import { availabilityCopyFor, formatDay, formatWeekdayDay } from "@utsav/domain/shopper";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { createFakeApi, failure } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";
import { calendarFromToday, dayOf, familyWedding, NEXT_MONTH, vendorCalendar } from "../../../test/fixtures/vendor-calendar";
import { openOnWebsite } from "../../shared/lib/open-on-website";

jest.mock("../../shared/lib/open-on-website", () => ({ openOnWebsite: jest.fn(async () => ({ ok: true })) }));

const CALENDAR = "GET /api/vendor/availability";
const BLOCKS = "POST /api/vendor/availability/blocks";
const VENDOR = { token: "vendor:kept-token" };
const weddingRange = `${formatDay(dayOf(20))} to ${formatDay(dayOf(22))}`;

/** The month as the app asks for it: from its first day, for its days (as the web's loader). */
const monthPath = (month: string) => `/api/vendor/availability?from=${month}-01&days=${daysInMonth(month)}`;

function calendarApi() {
  return createFakeApi().on(CALENDAR, vendorCalendar(NEXT_MONTH, { booked: { [dayOf(5)]: 2, [dayOf(6)]: 3 } }));
}

/** A day's button, named in words as the web's grid names it. */
const day = (date: number, state: string) => screen.getByRole("button", { name: `${formatWeekdayDay(dayOf(date))}: ${state}` });

describe("the vendor's calendar", () => {
  it("shows the month of the address: booked, full, blocked and free days, and the blocked ranges", async () => {
    const api = calendarApi();
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    expect(await screen.findByRole("header", { name: availabilityCopyFor.month(NEXT_MONTH) })).toBeOnTheScreen();
    expect(await screen.findByRole("button", { name: `${formatWeekdayDay(dayOf(5))}: 2 of 3 booked` })).toBeOnTheScreen();
    expect(day(6, "full, 3 of 3 booked")).toBeOnTheScreen();
    expect(day(21, "blocked (Family wedding)")).toBeOnTheScreen();
    expect(day(7, "free")).toBeOnTheScreen();
    expect(screen.getByText("2/3")).toBeOnTheScreen();
    expect(screen.getAllByText("Blocked")).toHaveLength(3);
    expect(screen.getByText(weddingRange)).toBeOnTheScreen();
    expect(screen.getByText("Family wedding")).toBeOnTheScreen();
    expect(screen.getByRole("button", { name: `Unblock ${weddingRange}` })).toBeOnTheScreen();
    const [read] = api.calls(CALENDAR);
    expect(read?.path).toBe(monthPath(NEXT_MONTH));
    expect(read?.headers.authorization).toBe("Bearer kept-token");
    expectAccessibleControls();
  });

  it("moves a month at a time, the month in the address, each read from its first day", async () => {
    const api = calendarApi();
    const app = renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    await screen.findByRole("header", { name: availabilityCopyFor.month(NEXT_MONTH) });
    const later = addMonths(NEXT_MONTH, 1);
    api.on(CALENDAR, vendorCalendar(later, { blocks: [] }));
    fireEvent.press(screen.getByRole("button", { name: "Next month" }));
    expect(await screen.findByRole("header", { name: availabilityCopyFor.month(later) })).toBeOnTheScreen();
    expect(await screen.findByText("No dates are blocked.")).toBeOnTheScreen();
    expect(app.getPathnameWithParams()).toBe(`/vendor/calendar?month=${later}`);
    fireEvent.press(screen.getByRole("button", { name: "Previous month" }));
    await screen.findByRole("header", { name: availabilityCopyFor.month(NEXT_MONTH) });
    expect(app.getPathnameWithParams()).toBe(`/vendor/calendar?month=${NEXT_MONTH}`);
    expect(api.calls(CALENDAR).map((call) => call.path)).toEqual(expect.arrayContaining([monthPath(NEXT_MONTH), monthPath(later)]));
  });

  it("shows a month gone by with what was booked, its days not pressed to block", async () => {
    const past = addMonths(NEXT_MONTH, -2);
    const api = createFakeApi().on(CALENDAR, vendorCalendar(past, { blocks: [], booked: { [`${past}-10`]: 1 } }));
    renderApp(`/vendor/calendar?month=${past}`, { api, ...VENDOR });
    const gone = await screen.findByRole("button", { name: `${formatWeekdayDay(`${past}-10`)}: 1 of 3 booked` });
    expect(gone).toBeDisabled();
    fireEvent.press(gone);
    expect(screen.getByLabelText("First day, required")).toHaveProp("value", "");
    expect(api.calls(CALENDAR)[0]?.path).toBe(monthPath(past));
  });

  it("blocks the days pressed on the grid with a note, says so, and reads the month again", async () => {
    const api = calendarApi().on(BLOCKS, calendarFromToday());
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    fireEvent.press(await screen.findByRole("button", { name: `${formatWeekdayDay(dayOf(12))}: free` }));
    fireEvent.press(day(14, "free"));
    expect(screen.getByLabelText("First day, required")).toHaveProp("value", dayOf(12));
    expect(screen.getByLabelText("Last day")).toHaveProp("value", dayOf(14));
    expect(day(13, "free")).toBeSelected();
    fireEvent.changeText(screen.getByLabelText("Note"), "  Diwali at home ");
    const blocked = { ...familyWedding, id: "blk_diwali", startsOn: dayOf(12), endsOn: dayOf(14), note: "Diwali at home" };
    api.on(CALENDAR, vendorCalendar(NEXT_MONTH, { blocks: [blocked, familyWedding] }));
    fireEvent.press(screen.getByRole("button", { name: "Block dates" }));
    const range = `${formatDay(dayOf(12))} to ${formatDay(dayOf(14))}`;
    expect(await screen.findByText(`${range} blocked.`)).toBeOnTheScreen();
    const [sent] = api.calls(BLOCKS);
    expect(sent?.body).toEqual({ startsOn: dayOf(12), endsOn: dayOf(14), note: "Diwali at home" });
    expect(sent?.headers.authorization).toBe("Bearer kept-token");
    expect(await screen.findByRole("button", { name: `${formatWeekdayDay(dayOf(13))}: blocked (Diwali at home)` })).toBeOnTheScreen();
    expect(screen.getByLabelText("First day, required")).toHaveProp("value", "");
    expect(api.calls(CALENDAR).length).toBeGreaterThanOrEqual(2);
  });

  it("blocks one typed day without a last day or a note", async () => {
    const api = calendarApi().on(BLOCKS, calendarFromToday());
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    fireEvent.changeText(await screen.findByLabelText("First day, required"), dayOf(9));
    fireEvent.press(screen.getByRole("button", { name: "Block dates" }));
    expect(await screen.findByText(`${formatDay(dayOf(9))} blocked.`)).toBeOnTheScreen();
    expect(api.calls(BLOCKS)[0]?.body).toEqual({ startsOn: dayOf(9) });
  });

  it("checks the days before sending, in the API's words", async () => {
    const api = calendarApi();
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    fireEvent.press(await screen.findByRole("button", { name: "Block dates" }));
    expect(screen.getByText("⚠ First day is required")).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText("First day, required"), dayOf(14));
    fireEvent.changeText(screen.getByLabelText("Last day"), dayOf(12));
    fireEvent.press(screen.getByRole("button", { name: "Block dates" }));
    expect(screen.getByText("⚠ The last day cannot be before the first")).toBeOnTheScreen();
    expect(api.calls(BLOCKS)).toHaveLength(0);
  });

  it("shows the API's refusal of a block in its words, the days kept", async () => {
    const api = calendarApi().on(BLOCKS, failure(409, "You can keep at most 200 blocked ranges. Please remove some first", "BLOCKS_LIMIT"));
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    fireEvent.press(await screen.findByRole("button", { name: `${formatWeekdayDay(dayOf(3))}: free` }));
    fireEvent.press(screen.getByRole("button", { name: "Block dates" }));
    expect(await screen.findByText("You can keep at most 200 blocked ranges. Please remove some first")).toHaveProp(
      "accessibilityRole",
      "alert",
    );
    expect(screen.getByLabelText("First day, required")).toHaveProp("value", dayOf(3));
  });

  it("unblocks a range with one press, says so, and reads the month again", async () => {
    const api = calendarApi().on(`DELETE /api/vendor/availability/blocks/${familyWedding.id}`, calendarFromToday({ blocks: [] }));
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    const unblock = await screen.findByRole("button", { name: `Unblock ${weddingRange}` });
    api.on(CALENDAR, vendorCalendar(NEXT_MONTH, { blocks: [] }));
    fireEvent.press(unblock);
    expect(await screen.findByText(`${weddingRange} unblocked: shoppers can book it again.`)).toBeOnTheScreen();
    expect(await screen.findByText("No dates are blocked.")).toBeOnTheScreen();
    const [sent] = api.calls(`DELETE /api/vendor/availability/blocks/${familyWedding.id}`);
    expect(sent?.headers.authorization).toBe("Bearer kept-token");
    expect(day(21, "free")).toBeOnTheScreen();
  });

  it("shows the API's refusal of an unblock in its words", async () => {
    const api = calendarApi().on(`DELETE /api/vendor/availability/blocks/${familyWedding.id}`, failure(404, "Blocked dates not found"));
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api, ...VENDOR });
    fireEvent.press(await screen.findByRole("button", { name: `Unblock ${weddingRange}` }));
    expect(await screen.findByText("Blocked dates not found")).toBeOnTheScreen();
  });

  it("opens how many events it takes and the calendar feed on the website, signed in", async () => {
    renderApp(`/vendor/calendar?month=${NEXT_MONTH}`, { api: calendarApi(), ...VENDOR });
    fireEvent.press(await screen.findByRole("link", { name: "How many events you take" }));
    await waitFor(() => expect(openOnWebsite).toHaveBeenCalledWith(expect.anything(), `/vendor/calendar?month=${NEXT_MONTH}`));
    expect(screen.getByRole("link", { name: "Subscribe from your phone's calendar" })).toHaveProp(
      "accessibilityHint",
      "Opens on the website, signed in",
    );
  });

  it("sends a shopper, or someone signed out, to the vendor's sign-in", async () => {
    const api = calendarApi();
    const app = renderApp("/vendor/calendar", { api, token: "kept-token" });
    await waitFor(() => expect(app.getPathname()).toBe("/vendor/login"));
    act(() => app.unmount());
    const guest = renderApp("/vendor/calendar", { api });
    await waitFor(() => expect(guest.getPathname()).toBe("/vendor/login"));
    expect(api.calls(CALENDAR)).toHaveLength(0);
  });
});
