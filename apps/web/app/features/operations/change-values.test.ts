import { describe, expect, it } from "vitest";
import { fieldValueText } from "./change-values";

describe("a recorded change's value in words", () => {
  it("reads a refund schedule without tiers (an older shape) as fields, rather than failing the page", () => {
    expect(() => fieldValueText("refunds", { kind: "before_event" })).not.toThrow();
    expect(fieldValueText("refunds", { kind: "before_event" })).toContain("before_event");
  });
});
