import { MESSAGES } from "../shared/messages.ts";
import { OTP } from "./constants.ts";

// spec: application §2 "six code boxes", §4 "OTP screen", §5 "Code entry: 6 digits, digits only, paste fills boxes".

/** One string per box: a digit or ''. */
export type OtpDigits = readonly string[];

export interface OtpChange {
  digits: OtpDigits;
  /** The box to focus next. */
  focus: number;
}

export const EMPTY_CODE: OtpDigits = Array.from({ length: OTP.length }, () => "");

const LAST = OTP.length - 1;
const onlyDigits = (text: string) => text.replace(/\D/g, "");

function fillFrom(digits: OtpDigits, start: number, typed: string): OtpChange {
  const next = [...digits];
  const chars = typed.slice(0, OTP.length - start).split("");
  chars.forEach((digit, offset) => {
    next[start + offset] = digit;
  });
  return { digits: next, focus: Math.min(start + chars.length, LAST) };
}

/**
 * What a box's input event means. One digit fills the box and moves on; typing over a filled box keeps the new
 * digit; several digits at once (the phone's one-time-code autofill, or a paste the browser delivers as input)
 * fill the boxes from here on; clearing the box empties it. Anything but digits is ignored.
 */
export function enterIntoBox(digits: OtpDigits, index: number, value: string): OtpChange {
  const typed = onlyDigits(value);
  const previous = digits[index] ?? "";
  if (value === "") {
    const next = [...digits];
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (typed === "") return { digits, focus: index };
  if (typed.length === 2 && previous !== "" && typed.includes(previous)) {
    // The box held a digit and the browser appended (or prepended) the new one.
    return fillFrom(digits, index, typed.replace(previous, ""));
  }
  return fillFrom(digits, index, typed);
}

/** A paste fills the boxes: a whole code from the first box, a part from the box it was pasted into. */
export function pasteIntoBoxes(digits: OtpDigits, index: number, text: string): OtpChange {
  const pasted = onlyDigits(text);
  if (pasted === "") return { digits, focus: index };
  return fillFrom(digits, pasted.length >= OTP.length ? 0 : index, pasted);
}

/** Backspace clears the box, or, in an empty box, clears the previous one and moves there. */
export function backspaceInBox(digits: OtpDigits, index: number): OtpChange {
  const next = [...digits];
  if (next[index]) {
    next[index] = "";
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits, focus: 0 };
  next[index - 1] = "";
  return { digits: next, focus: index - 1 };
}

export const codeOf = (digits: OtpDigits) => digits.join("");

export const isCodeComplete = (digits: OtpDigits) => digits.length === OTP.length && digits.every((digit) => /^\d$/.test(digit));

/** spec: application §4 "verification is attempted automatically when 6 digits are present, skipped while a request is in flight". */
export function shouldAutoVerify(digits: OtpDigits, requestInFlight: boolean): boolean {
  return isCodeComplete(digits) && !requestInFlight;
}

const CODE = new RegExp(`^\\d{${OTP.length}}$`);

/**
 * The code rule of otpVerifyRequestSchema without zod, for the code form's check: six digits, else
 * MESSAGES.otpIncomplete (application §5 "Code entry"); null when the code may be sent.
 */
export function otpCodeError(code: string): string | null {
  return CODE.test(code) ? null : MESSAGES.otpIncomplete;
}
