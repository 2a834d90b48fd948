import { describe, expect, it } from "vitest";
import { advanceDue, splitPayment, transferShareOf } from "./rules.ts";

describe("the money's rules", () => {
  it("asks an advance only where the vendor states one above nothing", () => {
    expect(advanceDue(3500, 25)).toBe(875);
    expect(advanceDue(3500, 0)).toBeNull();
    expect(advanceDue(3500, null)).toBeNull();
  });

  it("rounds the platform's fee down, in the vendor's favour", () => {
    expect(splitPayment(37_550, 10)).toEqual({ fee: 3755, vendor: 33_795 });
    expect(splitPayment(999, 10)).toEqual({ fee: 99, vendor: 900 });
  });

  it("takes back the transfer's share the refunds so far are of the payment, each refund the difference it makes", () => {
    const [payment, transfer] = [37_500, 33_750];
    expect(transferShareOf(0, payment, transfer)).toBe(0);
    expect(transferShareOf(18_700, payment, transfer)).toBe(16_830);
    expect(transferShareOf(10_001, payment, transfer)).toBe(9001);
    // The whole payment refunded takes back the whole transfer, whatever the rounding of the parts before.
    expect(transferShareOf(payment, payment, transfer)).toBe(transfer);
    expect(transferShareOf(payment + 1, payment, transfer)).toBe(transfer);
  });
});
