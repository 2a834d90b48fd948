import { describe, expect, it } from "vitest";
import { payoutAccountProblems } from "./payout-rules.ts";
import { payoutAccountRequestSchema } from "./payout-schemas.ts";
import { PAYMENT_MESSAGES } from "./words.ts";

// The payout bank account's rules (docs/decisions/0051): the form's check and the API's schema say the same.

const entry = { holderName: "Asha Rao", accountNumber: "5010 0123-4567 89", confirmAccountNumber: "50100123456789", ifsc: " hdfc0001234 " };

describe("a payout bank account, as typed", () => {
  it("takes an account as people type it: grouped digits, an IFSC in small letters", () => {
    expect(payoutAccountProblems(entry)).toEqual({});
    expect(payoutAccountRequestSchema.parse(entry)).toEqual({
      holderName: "Asha Rao",
      accountNumber: "50100123456789",
      confirmAccountNumber: "50100123456789",
      ifsc: "HDFC0001234",
    });
  });

  it("names each field's problem, the form and the API alike", () => {
    const cases: [Partial<typeof entry>, keyof typeof entry, string][] = [
      [{ holderName: "=1+1" }, "holderName", PAYMENT_MESSAGES.holderNameInvalid],
      [{ holderName: "12" }, "holderName", PAYMENT_MESSAGES.holderNameInvalid],
      [{ accountNumber: "12345678", confirmAccountNumber: "12345678" }, "accountNumber", PAYMENT_MESSAGES.accountNumberInvalid],
      [{ accountNumber: "1234567890123456789" }, "accountNumber", PAYMENT_MESSAGES.accountNumberInvalid],
      [{ confirmAccountNumber: "50100123456788" }, "confirmAccountNumber", PAYMENT_MESSAGES.accountNumbersDiffer],
      [{ ifsc: "HDFC1001234" }, "ifsc", PAYMENT_MESSAGES.ifscInvalid],
      [{ ifsc: "HDFC00012345" }, "ifsc", PAYMENT_MESSAGES.ifscInvalid],
    ];
    for (const [change, field, message] of cases) {
      expect(payoutAccountProblems({ ...entry, ...change })).toEqual({ [field]: message });
      const parsed = payoutAccountRequestSchema.safeParse({ ...entry, ...change });
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
    }
  });
});
