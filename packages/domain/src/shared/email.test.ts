import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages.ts";
import { emailEntryError, isValidEmail } from "./email.ts";

describe("e-mail addresses (application §5)", () => {
  it.each(["a@b.in", "priya.r+gifts@company.co.in", "  hr@startup.io  "])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));
  it.each(["", "a@b", "a b@c.in", "@c.in", "a@.in", "a@b..in", `${"x".repeat(250)}@c.in`])("rejects %s", (email) =>
    expect(isValidEmail(email)).toBe(false),
  );

  // Characters outside a local part's and a domain's sane set: markup, quotes, commas, brackets, spaces of any kind.
  it.each([
    "<script>@x.com",
    "a<b@x.com",
    'a"b@x.in',
    "a,b@x.in",
    "a;b@x.in",
    "(a)@x.in",
    "a\\b@x.in",
    "a@x_y.in",
    "a@x<y.in",
    "a@-x.in",
    "a@x-.in",
    ".a@x.in",
    "a.@x.in",
    "a..b@x.in",
    "a\u00a0b@x.in",
    "priya@例え.jp",
    `${"x".repeat(65)}@x.in`,
  ])("rejects %j, whose characters no address needs", (email) => expect(isValidEmail(email)).toBe(false));
  it.each(["o'brien@firm.co.uk", "hr-team_2026@my-company.in", "A.B@X.IN"])("still accepts %j", (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it("says why an address a form needs will not do", () => {
    expect(emailEntryError(" hr@startup.io ")).toBeNull();
    expect(emailEntryError("")).toBe(MESSAGES.emailInvalid);
    expect(emailEntryError("hr@startup")).toBe(MESSAGES.emailInvalid);
  });
});
