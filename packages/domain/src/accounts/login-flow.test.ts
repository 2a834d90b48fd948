import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages.ts";
import { initialLoginFlow, loginFlowReducer, phoneEntryError } from "./login-flow.ts";
import type { LoginFlowEvent, LoginFlowState } from "./login-flow.ts";

const run = (events: LoginFlowEvent[], from: LoginFlowState = initialLoginFlow()) => events.reduce(loginFlowReducer, from);
const codeSent: LoginFlowEvent = { type: "codeSent", phoneEntry: "98765 43210", phoneNumber: "+919876543210" };

describe("login flow (application §4)", () => {
  it("starts at login, or at authenticated for a signed-in user", () => {
    expect(initialLoginFlow().step).toBe("login");
    expect(initialLoginFlow(true).step).toBe("authenticated");
  });

  it("goes to otp when a code is sent, keeping the phone as the active session", () => {
    const state = run([codeSent]);
    expect(state).toMatchObject({ step: "otp", phoneEntry: "98765 43210", phoneNumber: "+919876543210" });
  });

  it("goes back to login on change number, with the typed number kept", () => {
    const state = run([codeSent, { type: "changeNumber" }]);
    expect(state).toMatchObject({ step: "login", phoneEntry: "98765 43210", phoneNumber: null });
  });

  it("sends a new user to onboarding and then to authenticated", () => {
    const verified = run([codeSent, { type: "verified", userId: "usr_1", isNewUser: true }]);
    expect(verified).toMatchObject({ step: "onboarding", userId: "usr_1", isNewUser: true });
    expect(loginFlowReducer(verified, { type: "onboarded" }).step).toBe("authenticated");
  });

  it("sends a new vendor to authenticated: vendors onboard in the vendor area", () => {
    const verified = run([codeSent, { type: "verified", userId: "usr_3", isNewUser: true, userType: "vendor" }]);
    expect(verified).toMatchObject({ step: "authenticated", userId: "usr_3", isNewUser: true });
  });

  it("sends a returning user straight to authenticated", () => {
    expect(run([codeSent, { type: "verified", userId: "usr_2", isNewUser: false }]).step).toBe("authenticated");
  });

  it("ignores events that do not fit the current step", () => {
    const start = initialLoginFlow();
    expect(loginFlowReducer(start, { type: "verified", userId: "usr_1", isNewUser: false })).toBe(start);
    expect(loginFlowReducer(start, { type: "onboarded" })).toBe(start);
    const otp = run([codeSent]);
    expect(loginFlowReducer(otp, codeSent)).toBe(otp);
  });
});

describe("phone entry (application §5)", () => {
  it("requires a number", () => {
    expect(phoneEntryError("")).toBe(MESSAGES.phoneRequired);
    expect(phoneEntryError("   ")).toBe(MESSAGES.phoneRequired);
  });

  it("accepts 10 to 15 digits, spaces, dashes or brackets after an optional plus", () => {
    expect(phoneEntryError("9876543210")).toBeNull();
    expect(phoneEntryError("98765 43210")).toBeNull();
    expect(phoneEntryError("+919876543210")).toBeNull();
    expect(phoneEntryError("98765")).toBe(MESSAGES.phoneInvalid);
    expect(phoneEntryError("98765abcde")).toBe(MESSAGES.phoneInvalid);
  });
});
