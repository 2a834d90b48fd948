import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, formatLongDate, indianDate, pickerRange } from "@utsav/domain/client";
import { callsMade, ok, stubApi as stubCalls } from "../../../test/api-stub";
import { makeBookingLink, renderBookingForm } from "./test-booking";

// decision 0022: the booking form asks the event date (no earlier than today in India plus the lead time) and the
// locality (inside the vendor's area), and says what is wrong before the booking is sent.

afterEach(() => {
  vi.unstubAllGlobals();
});

const flowers = makeBookingLink({ offeringId: "HKGN1", leadTimeDays: 4 });
/** The vendor's answer for the localities these tests type, and the booking. */
function stubApi(serviceability: { serves: boolean; line: string }) {
  const served = ok({ distanceKm: 1, baseLocality: "HSR Layout", radiusKm: 15, locality: "x", ...serviceability });
  // The vendor's days, which the dialog's form reads as it opens (docs/decisions/0056): all free here.
  const { from, to } = pickerRange(addDays(indianDate(), 4));
  return stubCalls({
    [`GET /api/public/offerings/HKGN1/availability?from=${from}&to=${to}`]: ok({ from, to, unavailable: [], firstFree: from }),
    "GET /api/serviceability?offeringId=HKGN1&locality=Yelahanka": served,
    "GET /api/serviceability?offeringId=HKGN1&locality=560076": served,
    // The locality field's suggestions (shared/ui/locality-field.tsx), asked as the shopper types.
    "GET /api/localities?q=Yelahanka": ok({ localities: [], match: null }),
    "GET /api/localities?q=560076": ok({ localities: [], match: null }),
    "POST /api/public/booking": ok({ bookingId: "b1", status: "received", payment: null }),
  });
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /Name/ }), "Asha");
  await user.type(screen.getByRole("textbox", { name: /Mobile Number/ }), "9876543210");
}
const dateInput = () => document.querySelector<HTMLInputElement>('input[name="eventDate"]')!;

describe("BookingForm and the vendor's terms", () => {
  it("starts the date picker at today in India plus the lead time, and refuses an earlier date before sending", async () => {
    const fetchMock = stubApi({ serves: true, line: "Serves BTM Layout" });
    const user = userEvent.setup();
    renderBookingForm(flowers, "modal");
    const earliest = addDays(indianDate(), 4);
    expect(dateInput().min).toBe(earliest);
    await fillDetails(user);
    fireEvent.change(dateInput(), { target: { value: addDays(indianDate(), 2) } });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(`Book at least 4 days ahead: the earliest event date is ${formatLongDate(earliest)}`)).toBeTruthy();
    expect(callsMade(fetchMock).filter((call) => !call.includes("/availability?"))).toEqual([]);
  });

  it("says a locality outside the vendor's area before sending", async () => {
    const line = "Doesn't serve Yelahanka: 22 km away, serves within 15 km of HSR Layout";
    const fetchMock = stubApi({ serves: false, line });
    const user = userEvent.setup();
    renderBookingForm(flowers, "modal");
    await fillDetails(user);
    fireEvent.change(dateInput(), { target: { value: addDays(indianDate(), 5) } });
    await user.type(screen.getByRole("combobox", { name: /Locality or pincode/ }), "Yelahanka");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(line)).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/serviceability"));
    expect(asked).toEqual(["/api/serviceability?offeringId=HKGN1&locality=Yelahanka"]);
  });

  it("sends the event date and the locality with the booking", async () => {
    const fetchMock = stubApi({ serves: true, line: "Serves BTM Layout" });
    const user = userEvent.setup();
    renderBookingForm(flowers, "modal");
    await fillDetails(user);
    const date = addDays(indianDate(), 4);
    fireEvent.change(dateInput(), { target: { value: date } });
    await user.type(screen.getByRole("combobox", { name: /Locality or pincode/ }), "560076");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getByRole("status")).toBeTruthy());
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ eventDate: date, locality: "560076", bookingData: { name: "Asha" } });
  });
});
