import { describe, expect, it } from "vitest";
import { OTP } from "../accounts/constants.ts";
import { formatCountdown, secondsLeft } from "./countdown.ts";

describe("resend countdown (application §2)", () => {
  it("shows m:ss", () => {
    expect(formatCountdown(OTP.resendCooldownSeconds)).toBe("1:30");
    expect(formatCountdown(60)).toBe("1:00");
    expect(formatCountdown(59)).toBe("0:59");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });

  it("counts whole seconds down to a deadline, never below zero", () => {
    expect(secondsLeft(90_000, 0)).toBe(90);
    expect(secondsLeft(90_000, 500)).toBe(90);
    expect(secondsLeft(90_000, 1_000)).toBe(89);
    expect(secondsLeft(90_000, 95_000)).toBe(0);
  });
});
