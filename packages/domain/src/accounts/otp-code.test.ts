import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages.ts";
import {
  backspaceInBox,
  codeOf,
  EMPTY_CODE,
  enterIntoBox,
  isCodeComplete,
  otpCodeError,
  pasteIntoBoxes,
  shouldAutoVerify,
} from "./otp-code.ts";
import { otpVerifyRequestSchema } from "./schemas.ts";

const digitsOf = (code: string) => Array.from({ length: 6 }, (_, i) => code[i] ?? "");

describe("code boxes (application §4, §5)", () => {
  it("has six empty boxes", () => {
    expect(EMPTY_CODE).toEqual(["", "", "", "", "", ""]);
  });

  it("fills a box with a typed digit and moves to the next", () => {
    expect(enterIntoBox(EMPTY_CODE, 0, "4")).toEqual({ digits: digitsOf("4"), focus: 1 });
    expect(enterIntoBox(digitsOf("12345"), 5, "6")).toEqual({ digits: digitsOf("123456"), focus: 5 });
  });

  it("keeps the new digit when typing over a filled box", () => {
    expect(enterIntoBox(digitsOf("12"), 1, "27").digits).toEqual(digitsOf("17"));
    expect(enterIntoBox(digitsOf("12"), 1, "72").digits).toEqual(digitsOf("17"));
    expect(enterIntoBox(digitsOf("12"), 1, "22").digits).toEqual(digitsOf("12"));
  });

  it("ignores anything but digits", () => {
    expect(enterIntoBox(digitsOf("1"), 1, "a")).toEqual({ digits: digitsOf("1"), focus: 1 });
  });

  it("empties a box that is cleared", () => {
    expect(enterIntoBox(digitsOf("12"), 1, "")).toEqual({ digits: digitsOf("1"), focus: 1 });
  });

  it("spreads an autofilled code over the boxes", () => {
    expect(enterIntoBox(EMPTY_CODE, 0, "654321")).toEqual({ digits: digitsOf("654321"), focus: 5 });
  });

  it("fills every box from a pasted code, wherever it was pasted", () => {
    expect(pasteIntoBoxes(EMPTY_CODE, 3, "Your code: 123 456")).toEqual({ digits: digitsOf("123456"), focus: 5 });
  });

  it("fills from the pasted box when part of a code is pasted", () => {
    expect(pasteIntoBoxes(digitsOf("12"), 2, "34")).toEqual({ digits: digitsOf("1234"), focus: 4 });
    expect(pasteIntoBoxes(digitsOf("12"), 2, "no digits")).toEqual({ digits: digitsOf("12"), focus: 2 });
  });

  it("backspace clears the box, or in an empty box the previous one, moving back", () => {
    expect(backspaceInBox(digitsOf("123"), 2)).toEqual({ digits: digitsOf("12"), focus: 2 });
    expect(backspaceInBox(digitsOf("12"), 2)).toEqual({ digits: digitsOf("1"), focus: 1 });
    expect(backspaceInBox(EMPTY_CODE, 0)).toEqual({ digits: EMPTY_CODE, focus: 0 });
  });

  it("is complete with six digits", () => {
    expect(isCodeComplete(digitsOf("12345"))).toBe(false);
    expect(isCodeComplete(digitsOf("123456"))).toBe(true);
    expect(codeOf(digitsOf("123456"))).toBe("123456");
  });

  it("verifies automatically when six digits are present, unless a request is in flight", () => {
    expect(shouldAutoVerify(digitsOf("123456"), false)).toBe(true);
    expect(shouldAutoVerify(digitsOf("123456"), true)).toBe(false);
    expect(shouldAutoVerify(digitsOf("12345"), false)).toBe(false);
  });

  it("asks for the whole code as the API's schema does, without zod (the code form's check)", () => {
    const schemaSays = (otp: string) =>
      otpVerifyRequestSchema.safeParse({ phoneNumber: "9876543210", otp }).error?.issues.find((i) => i.path[0] === "otp")?.message ?? null;
    for (const code of ["", "123", "12345", "123456", "1234567", "12a456", " 12345", codeOf(digitsOf("12 456"))]) {
      expect(otpCodeError(code), code).toBe(schemaSays(code));
    }
    expect(otpCodeError(codeOf(digitsOf("123")))).toBe(MESSAGES.otpIncomplete);
    expect(otpCodeError("654321")).toBeNull();
  });
});
