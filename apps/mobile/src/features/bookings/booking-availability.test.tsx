import { fireEvent, screen } from "expo-router/testing-library";
import { responseSchemas } from "@utsav/api-client/shopper-validate";
import {
  addDays,
  availabilityCopyFor,
  availabilityMessageFor,
  DATE_UNAVAILABLE,
  earliestEventDate,
  formatWeekdayDay,
  pickerRange,
} from "@utsav/domain/shopper";
import { expectAccessibleControls } from "../../../test/accessible-controls";
import { DECOR_TERMS, offeringDetail, offeringEnvelope, ok } from "../../../test/fixtures/catalogue";
import { createFakeApi, failure } from "../../../test/fake-api";
import type { FakeApi } from "../../../test/fake-api";
import { renderApp } from "../../../test/render-app";

// The booking form's date row and the vendor's calendar (docs/decisions/0056): it starts at the vendor's first free
// day, greys out the days it is blocked or full (a screen reader told why), refuses a typed one in the API's words,
// and says a day the API refuses when the booking is sent (409 DATE_UNAVAILABLE) at the date.

const OFFERING = "GET /api/offerings/brass-diya-hamper-dgc12";
const AVAILABILITY = "GET /api/public/offerings/DGC12/availability";
const BOOKING = "POST /api/public/booking";
const earliest = earliestEventDate(DECOR_TERMS.leadTimeDays);
const firstFree = addDays(earliest, 1);
const full = addDays(firstFree, 1);
const blocked = addDays(firstFree, 3);

function availability() {
  const { from, to } = pickerRange(earliest);
  return ok(responseSchemas.getOfferingAvailability, {
    from,
    to,
    unavailable: [
      { date: earliest, reason: "blocked" },
      { date: full, reason: "full" },
      { date: blocked, reason: "blocked" },
    ],
    firstFree,
  });
}

async function openForm(api: FakeApi) {
  api.on(OFFERING, offeringEnvelope(offeringDetail({ terms: DECOR_TERMS }))).on(AVAILABILITY, availability());
  renderApp("/booking/brass-diya-hamper-dgc12", { api });
  await screen.findByText("Please provide your details to proceed with the booking.");
  fireEvent.changeText(screen.getByLabelText("Name, required"), "Asha");
  fireEvent.changeText(screen.getByLabelText("Phone Number, required"), "9845012345");
}

const submit = () => fireEvent.press(screen.getByRole("button", { name: "Submit" }));

describe("the event date and the vendor's calendar", () => {
  it("starts at the vendor's first free day and greys out its full and blocked days, which cannot be pressed", async () => {
    const api = createFakeApi();
    await openForm(api);
    const fullDay = await screen.findByRole("radio", { name: availabilityCopyFor.pickerDay(full, "full") });
    const days = screen.getAllByRole("radio");
    expect(days[0]).toHaveProp("accessibilityLabel", formatWeekdayDay(firstFree));
    expect(fullDay).toBeDisabled();
    expect(screen.getByRole("radio", { name: availabilityCopyFor.pickerDay(blocked, "blocked") })).toBeDisabled();
    // The vendor's blocked first day is not offered at all: the row starts after it.
    expect(screen.queryByRole("radio", { name: availabilityCopyFor.pickerDay(earliest, "blocked") })).not.toBeOnTheScreen();
    fireEvent.press(fullDay);
    expect(screen.getByRole("radio", { name: availabilityCopyFor.pickerDay(full, "full"), checked: false })).toBeOnTheScreen();
    expect(api.calls(AVAILABILITY)[0]?.path).toBe(
      `/api/public/offerings/DGC12/availability?from=${earliest}&to=${pickerRange(earliest).to}`,
    );
    expectAccessibleControls();
  });

  it("refuses a typed day the vendor cannot take, in the API's words, before sending", async () => {
    const api = createFakeApi();
    await openForm(api);
    await screen.findByRole("radio", { name: availabilityCopyFor.pickerDay(full, "full") });
    fireEvent.changeText(screen.getByLabelText("Or type a date (YYYY-MM-DD)"), blocked);
    submit();
    expect(screen.getByText(`⚠ ${availabilityMessageFor.dayBlocked(blocked)}`)).toBeOnTheScreen();
    expect(api.calls(BOOKING)).toHaveLength(0);
  });

  it("says a day the API refuses at the date, not above Submit, and greys it out from then on", async () => {
    const refusal = availabilityMessageFor.dayFull(firstFree);
    const api = createFakeApi().on(BOOKING, failure(409, refusal, DATE_UNAVAILABLE));
    await openForm(api);
    fireEvent.press(await screen.findByRole("radio", { name: formatWeekdayDay(firstFree) }));
    submit();
    expect(await screen.findByText(`⚠ ${refusal}`)).toBeOnTheScreen();
    // Above Submit a refusal shows as it is written; at the field, marked.
    expect(screen.queryByText(refusal)).not.toBeOnTheScreen();
    expect(screen.getByRole("radio", { name: availabilityCopyFor.pickerDay(firstFree, "full") })).toBeDisabled();
    submit();
    expect(api.calls(BOOKING)).toHaveLength(1);
  });
});
