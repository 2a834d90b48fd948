import { describe, expect, it } from "vitest";
import { messageFor } from "../shared/messages.ts";
import { blockProblems, capacityProblem, capacityValue, dateUnavailableError, pickerStart, unavailableReason } from "./checks.ts";
import { AVAILABILITY_MESSAGES, availabilityMessageFor } from "./rules.ts";
import { availabilityCopyFor, AVAILABILITY_COPY } from "./words.ts";

const now = new Date("2026-12-01T06:00:00Z"); // 1 December in India

describe("the availability forms' checks, without zod", () => {
  it("takes an empty capacity as no limit and a whole number from 1 to 50", () => {
    expect(capacityProblem("")).toBeNull();
    expect(capacityValue(" ")).toBeNull();
    expect(capacityProblem("3")).toBeNull();
    expect(capacityValue("3")).toBe(3);
    for (const wrong of ["0", "51", "2.5", "-1", "two"]) expect(capacityProblem(wrong), wrong).toBe(AVAILABILITY_MESSAGES.capacityInvalid);
  });

  it("checks a block's days as the API does, in India's calendar", () => {
    const entry = { startsOn: "2026-12-12", endsOn: "", note: "" };
    expect(blockProblems(entry, now)).toEqual({});
    expect(blockProblems({ ...entry, startsOn: "" }, now)).toEqual({ startsOn: messageFor.fieldRequired(AVAILABILITY_COPY.startsOn) });
    expect(blockProblems({ ...entry, startsOn: "2026-11-30" }, now)).toEqual({ startsOn: AVAILABILITY_MESSAGES.blockInPast });
    expect(blockProblems({ ...entry, startsOn: "2029-01-01" }, now)).toEqual({ startsOn: AVAILABILITY_MESSAGES.blockTooFar });
    expect(blockProblems({ ...entry, endsOn: "2026-12-11" }, now)).toEqual({ endsOn: AVAILABILITY_MESSAGES.blockOrder });
    expect(blockProblems({ ...entry, endsOn: "2027-12-13" }, now)).toEqual({ endsOn: AVAILABILITY_MESSAGES.blockTooLong });
    expect(blockProblems({ ...entry, note: "x".repeat(201) }, now)).toEqual({ note: AVAILABILITY_MESSAGES.noteTooLong });
  });
});

describe("what a date picker reads of an offering's availability", () => {
  const availability = {
    from: "2026-12-05",
    to: "2027-12-05",
    unavailable: [
      { date: "2026-12-05", reason: "blocked" as const },
      { date: "2026-12-06", reason: "full" as const },
    ],
    firstFree: "2026-12-07",
  };

  it("opens at the first free day, and says why a day cannot be had in the API's words", () => {
    expect(pickerStart(availability, "2026-12-05")).toBe("2026-12-07");
    expect(pickerStart(null, "2026-12-05")).toBe("2026-12-05");
    expect(unavailableReason(availability, "2026-12-06")).toBe("full");
    expect(unavailableReason(availability, "2026-12-07")).toBeNull();
    expect(dateUnavailableError(availability, "2026-12-05")).toBe(availabilityMessageFor.dayBlocked("2026-12-05"));
    expect(dateUnavailableError(availability, "2026-12-06")).toBe(availabilityMessageFor.dayFull("2026-12-06"));
    expect(dateUnavailableError(null, "2026-12-06")).toBeNull();
  });

  it("names each day for a screen reader, the vendor's and the shopper's", () => {
    const day = { date: "2026-12-12", booked: 2, capacity: 3, blocked: false, full: false };
    expect(availabilityCopyFor.vendorDay(day)).toBe("Sat, 12 Dec: 2 of 3 booked");
    expect(availabilityCopyFor.vendorDay({ ...day, booked: 0, blocked: true }, "Diwali at home")).toBe(
      "Sat, 12 Dec: blocked (Diwali at home)",
    );
    expect(availabilityCopyFor.vendorDay({ ...day, booked: 3, full: true })).toBe("Sat, 12 Dec: full, 3 of 3 booked");
    expect(availabilityCopyFor.vendorDay({ ...day, booked: 0, capacity: null })).toBe("Sat, 12 Dec: free");
    expect(availabilityCopyFor.vendorMark(day)).toBe("2/3");
    expect(availabilityCopyFor.pickerDay("2026-12-12", "full")).toBe("Sat, 12 Dec: fully booked");
    expect(availabilityCopyFor.month("2026-12")).toBe("December 2026");
  });
});
