import { describe, expect, it } from "vitest";
import { MESSAGES } from "../shared/messages.ts";
import { vendorInviteRequestSchema, vendorTeamParamsSchema } from "./team-schemas.ts";
import { canManageTeam, invitePhoneProblem, maskedPhone } from "./team.ts";

describe("a business's team (docs/decisions/0033)", () => {
  it("lets only the owner change it", () => {
    expect(canManageTeam("owner")).toBe(true);
    expect(canManageTeam("member")).toBe(false);
  });

  it("masks a number down to its last four digits", () => {
    expect(maskedPhone("+919000000101")).toBe("+91 XXXXX X0101");
    expect(maskedPhone("9876543210")).toBe("+91 XXXXX X3210");
    expect(maskedPhone("123")).toBe("XXX");
  });

  it("checks an invited phone in the browser as the API's schema does", () => {
    expect(invitePhoneProblem("")).toBe(MESSAGES.phoneRequired);
    expect(invitePhoneProblem("12345")).toBe(MESSAGES.phoneInvalid);
    expect(invitePhoneProblem("+44 7700 900123")).toBe(MESSAGES.phoneInvalid);
    expect(invitePhoneProblem("98765 43210")).toBeNull();
    expect(vendorInviteRequestSchema.parse({ phoneNumber: "98765 43210" })).toEqual({ phoneNumber: "+919876543210" });
    expect(vendorInviteRequestSchema.safeParse({ phoneNumber: "12345" }).success).toBe(false);
    expect(vendorInviteRequestSchema.safeParse({ phoneNumber: "9876543210", role: "owner" }).success).toBe(false);
    expect(vendorTeamParamsSchema.safeParse({ id: "x".repeat(65) }).success).toBe(false);
  });
});
