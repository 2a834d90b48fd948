import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
import { emailEntryError, isValidEmail } from "./email.ts";

describe("e-mail addresses (application §5)", () => {
  it.each(["a@b.in", "priya.r+gifts@company.co.in", "  hr@startup.io  "])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));
  it.each(["", "a@b", "a b@c.in", "@c.in", "a@.in", "a@b..in", `${"x".repeat(250)}@c.in`])("rejects %s", (email) =>
    expect(isValidEmail(email)).toBe(false),
  );

  it("says why an address a form needs will not do", () => {
    expect(emailEntryError(" hr@startup.io ")).toBeNull();
    expect(emailEntryError("")).toBe(MESSAGES.emailInvalid);
    expect(emailEntryError("hr@startup")).toBe(MESSAGES.emailInvalid);
  });
});
