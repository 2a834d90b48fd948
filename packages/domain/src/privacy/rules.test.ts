import { describe, expect, it } from "vitest";
import { accountExportFileName } from "./constants.ts";
import { erasedBookingAnswers, isDeletionConfirmed, isNothingOpen, isOpenBooking } from "./rules.ts";
import { PRIVACY_COPY, privacyMessageFor } from "./words.ts";

describe("deleting an account", () => {
  it("is confirmed by the word, in any case and with spaces around, and by nothing else", () => {
    expect(isDeletionConfirmed("DELETE")).toBe(true);
    expect(isDeletionConfirmed(" delete ")).toBe(true);
    expect(isDeletionConfirmed("Delete")).toBe(true);
    expect(isDeletionConfirmed("DELET")).toBe(false);
    expect(isDeletionConfirmed("DELETE ME")).toBe(false);
    expect(isDeletionConfirmed("")).toBe(false);
    expect(isDeletionConfirmed(undefined)).toBe(false);
  });

  it("waits for bookings received, or confirmed for a date still to come or with none", () => {
    const today = "2030-03-10";
    expect(isOpenBooking("received", "2030-01-01", today)).toBe(true);
    expect(isOpenBooking("confirmed", "2030-03-10", today)).toBe(true);
    expect(isOpenBooking("confirmed", null, today)).toBe(true);
    expect(isOpenBooking("confirmed", "2030-03-09", today)).toBe(false);
    for (const status of ["declined", "completed", "cancelled"] as const) expect(isOpenBooking(status, "2030-04-01", today)).toBe(false);
  });

  it("says what is open, counted, for a consumer and a vendor", () => {
    expect(isNothingOpen({ bookings: 0, requests: 0, quotes: 0 })).toBe(true);
    expect(isNothingOpen({ bookings: 0, requests: 1, quotes: 0 })).toBe(false);
    expect(privacyMessageFor.openWork("consumer", { bookings: 1, requests: 0, quotes: 0 })).toContain("1 booking is received");
    expect(privacyMessageFor.openWork("consumer", { bookings: 2, requests: 0, quotes: 0 })).toContain("2 bookings are received");
    const vendor = privacyMessageFor.openWork("vendor", { bookings: 0, requests: 2, quotes: 1 });
    expect(vendor).toContain("2 requests waiting for your answer, 1 quote a customer may still accept");
    expect(vendor).not.toContain("booking received");
  });

  it("keeps a booking's counts and a quote's terms, and removes every name, number, address and note", () => {
    const fields = [
      { field: "fullName", inputType: "text" as const },
      { field: "phone", inputType: "tel" as const },
      { field: "email", inputType: "email" as const },
      { field: "guests", inputType: "number" as const },
    ];
    const answers = { fullName: "Asha Rao", phone: "9845012345", email: "a@example.in", guests: "40", address: "12 MG Road" };
    expect(erasedBookingAnswers(answers, fields)).toEqual({
      fullName: PRIVACY_COPY.erasedAnswer,
      phone: PRIVACY_COPY.erasedAnswer,
      email: PRIVACY_COPY.erasedAnswer,
      guests: "40",
      // a field the offering no longer asks for is removed too: nothing says what it held
      address: PRIVACY_COPY.erasedAnswer,
    });
    expect(erasedBookingAnswers({ Quote: "₹12,000", Notes: "Gate code 1234" }, [], ["Quote"])).toEqual({
      Quote: "₹12,000",
      Notes: PRIVACY_COPY.erasedAnswer,
    });
  });

  it("names the downloaded file by the day", () => {
    expect(accountExportFileName("2030-03-10")).toBe("utsav-my-data-2030-03-10.json");
  });
});
