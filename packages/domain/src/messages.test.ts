import { describe, expect, it } from "vitest";
import { MESSAGES, messageFor } from "./messages.ts";

describe("error catalogue", () => {
  it("formats the oversize-file message with one decimal (application §5)", () => {
    expect(messageFor.filesTooLarge(["a.jpg", "b.png"], 2_097_152)).toBe("File(s) too large: a.jpg, b.png. Maximum size allowed is 2.0MB.");
  });
  it("builds the parameterised messages exactly", () => {
    expect(messageFor.offeringNotFound("nope")).toBe("Offering not found: nope");
    expect(messageFor.contactNotFound("Jaya Studio Spaces")).toBe("Contact info not found: Jaya Studio Spaces");
    expect(messageFor.fieldRequired("Mobile")).toBe("Mobile is required");
    expect(messageFor.bookingChat("Office Kit")).toBe("Hi, I just booked Office Kit. I have some questions.");
  });
  it("writes each message once", () => {
    const values = Object.values(MESSAGES);
    expect(new Set(values).size).toBe(values.length);
  });
});
