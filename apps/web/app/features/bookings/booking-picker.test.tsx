import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addDays,
  addMonths,
  AVAILABILITY_COPY,
  availabilityCopyFor,
  availabilityMessageFor,
  DATE_UNAVAILABLE,
  earliestEventDate,
  monthOf,
  pickerRange,
} from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import type { Handler } from "../../../test/api-stub";
import { renderRoute } from "../../../test/route-stub";
import { encodeBookingLink } from "../../shared/lib/booking-link";
import BookingRoute, { clientAction, loader } from "../../routes/booking";
import { EVENT_DATE_LABEL } from "./booking-terms-fields";
import { makeBookingLink, renderBookingForm } from "./test-booking";

// The booking form's date picker and the vendor's calendar (docs/decisions/0056): the days the vendor cannot take are
// greyed out from its first free day, a typed one is refused in the API's words, and a day the API refuses when the
// booking is sent (409 DATE_UNAVAILABLE) is said at the date and greyed out from then on.

afterEach(() => vi.unstubAllGlobals());

const link = makeBookingLink({ offeringId: "HKGN1", offeringSlug: "marigold-arch-hkgn1", leadTimeDays: 4 });
const earliest = earliestEventDate(4);
const { from, to } = pickerRange(earliest);
const AVAILABILITY = `GET /api/public/offerings/HKGN1/availability?from=${from}&to=${to}`;
const BOOK = "POST /api/public/booking";
/** The vendor is blocked on the first two days it could take, so its first free day is the third. */
const firstFree = addDays(earliest, 2);
const full = addDays(firstFree, 1);
const blocked = addDays(firstFree, 2);
const availability = {
  from,
  to,
  unavailable: [
    { date: earliest, reason: "blocked" },
    { date: addDays(earliest, 1), reason: "blocked" },
    { date: full, reason: "full" },
    { date: blocked, reason: "blocked" },
  ],
  firstFree,
};

const dateInput = () => screen.getByLabelText(new RegExp(EVENT_DATE_LABEL)) as HTMLInputElement;
const picker = () => within(screen.getByRole("group", { name: AVAILABILITY_COPY.pickerTitle }));
const dayButton = (date: string, reason: "blocked" | "full" | null) =>
  picker().getByRole("button", { name: availabilityCopyFor.pickerDay(date, reason) });

/** Turns the picker's months to the one a date is in. */
async function showMonthOf(user: ReturnType<typeof userEvent.setup>, date: string) {
  const want = monthOf(date);
  const months = [0, 1, 2, 3].map((i) => addMonths(monthOf(earliest), i));
  const shown = () => months.find((m) => picker().queryByRole("grid", { name: availabilityCopyFor.month(m) })) ?? want;
  while (shown() !== want) {
    const name = shown() < want ? AVAILABILITY_COPY.nextMonth : AVAILABILITY_COPY.previousMonth;
    await user.click(picker().getByRole("button", { name }));
  }
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha");
  await user.type(screen.getByRole("textbox", { name: /Mobile Number/ }), "9876543210");
}

function renderBookingPage(handlers: Record<string, Handler>) {
  const api = stubApi({ "GET /api/offerings/marigold-arch-hkgn1": ok({ offering: { price: 1500, terms: null } }), ...handlers });
  renderRoute({
    path: "/booking",
    entry: `/booking?data=${encodeURIComponent(encodeBookingLink(link))}`,
    Component: BookingRoute,
    loader,
    action: clientAction,
  });
  return api;
}

describe("the booking page's date picker", () => {
  it("reads the vendor's days in the page's loader and greys out the unavailable ones from its first free day", async () => {
    const api = renderBookingPage({ [AVAILABILITY]: ok(availability) });
    const user = userEvent.setup();
    await screen.findByRole("group", { name: AVAILABILITY_COPY.pickerTitle });
    expect(dateInput().min).toBe(firstFree);
    expect(picker().getByRole("grid", { name: availabilityCopyFor.month(monthOf(firstFree)) })).toBeTruthy();
    // The first free day is where the keyboard starts.
    expect(dayButton(firstFree, null).tabIndex).toBe(0);
    expect(dayButton(firstFree, null).getAttribute("aria-disabled")).toBeNull();

    await showMonthOf(user, full);
    expect(dayButton(full, "full").getAttribute("aria-disabled")).toBe("true");
    await showMonthOf(user, blocked);
    expect(dayButton(blocked, "blocked").getAttribute("aria-disabled")).toBe("true");
    // A greyed day is not chosen; a free one is.
    await user.click(dayButton(blocked, "blocked"));
    expect(dateInput().value).toBe("");
    await showMonthOf(user, earliest);
    expect(dayButton(earliest, "blocked").getAttribute("aria-disabled")).toBe("true");
    await showMonthOf(user, firstFree);
    await user.click(dayButton(firstFree, null));
    expect(dateInput().value).toBe(firstFree);
    expect(dayButton(firstFree, null).closest("td")?.getAttribute("aria-selected")).toBe("true");
    expect(callsMade(api)).toEqual(["GET /api/offerings/marigold-arch-hkgn1", AVAILABILITY]);
  });

  it("refuses a typed day the vendor cannot take, in the API's words, before sending", async () => {
    const api = renderBookingPage({ [AVAILABILITY]: ok(availability) });
    const user = userEvent.setup();
    await screen.findByRole("group", { name: AVAILABILITY_COPY.pickerTitle });
    await fillDetails(user);
    fireEvent.change(dateInput(), { target: { value: full } });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(availabilityMessageFor.dayFull(full))).toBeTruthy();
    expect(dateInput().getAttribute("aria-invalid")).toBe("true");
    expect(bodiesSent(api, BOOK)).toEqual([]);
  });

  it("keeps the form working, with the browser's own date field, when the vendor's days cannot be read", async () => {
    renderBookingPage({ [AVAILABILITY]: fail(500, "Something went wrong") });
    await screen.findByLabelText(new RegExp(EVENT_DATE_LABEL));
    expect(dateInput().min).toBe(earliest);
    expect(screen.queryByRole("group", { name: AVAILABILITY_COPY.pickerTitle })).toBeNull();
  });
});

describe("the offering page's booking dialog", () => {
  it("reads the vendor's days as it opens, and says a day the API refuses at the date, greying it out", async () => {
    const refusal = availabilityMessageFor.dayFull(firstFree);
    const api = stubApi({ [AVAILABILITY]: ok(availability), [BOOK]: fail(409, refusal, DATE_UNAVAILABLE) });
    const user = userEvent.setup();
    renderBookingForm(link, "modal");
    await screen.findByRole("group", { name: AVAILABILITY_COPY.pickerTitle });
    await fillDetails(user);
    await user.click(dayButton(firstFree, null));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    // The API's words at the date, not above the button; the day is greyed out now.
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(dateInput().getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(dayButton(firstFree, "full").getAttribute("aria-disabled")).toBe("true");
    expect(bodiesSent(api, BOOK)).toHaveLength(1);

    // Sent again as it is, the form refuses the day itself.
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(bodiesSent(api, BOOK)).toHaveLength(1);
  });
});
