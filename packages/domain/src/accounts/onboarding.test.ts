import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages.ts";
import { EMPTY_ONBOARDING, onboardingPayload, validateOnboarding } from "./onboarding.ts";

describe("onboarding (application §5)", () => {
  it("requires a name", () => {
    expect(validateOnboarding(EMPTY_ONBOARDING)).toEqual({ fullName: MESSAGES.nameRequired });
    expect(validateOnboarding({ ...EMPTY_ONBOARDING, fullName: "   " })).toEqual({ fullName: MESSAGES.nameRequired });
  });

  it("requires a company only when corporate is ticked", () => {
    expect(validateOnboarding({ fullName: "Asha", isCorporate: false, companyName: "" })).toEqual({});
    expect(validateOnboarding({ fullName: "Asha", isCorporate: true, companyName: " " })).toEqual({
      companyName: MESSAGES.companyRequired,
    });
  });

  it("sends trimmed values, and a company only for a corporate user", () => {
    expect(onboardingPayload({ fullName: "  Asha Rao ", isCorporate: true, companyName: " Acme " })).toEqual({
      fullName: "Asha Rao",
      companyName: "Acme",
    });
    expect(onboardingPayload({ fullName: "Asha", isCorporate: false, companyName: "Acme" })).toEqual({ fullName: "Asha" });
  });
});
