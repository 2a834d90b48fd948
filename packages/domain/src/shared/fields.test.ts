import { describe, expect, it } from "vitest";
import { typedWholeNumber, wholeNumberProblem } from "./fields.ts";

describe("whole numbers as vendors type them", () => {
  it.each([
    ["1200", 1200],
    ["1,200", 1200],
    [" 12,500 ", 12500],
    ["1,00,000", 100000],
    ["₹1,200", 1200],
    ["₹ 499", 499],
  ])("%s is %d", (typed, n) => {
    expect(typedWholeNumber(typed)).toBe(n);
  });
  it.each(["", "12.5", "1,,200", "1,200,", ",200", "12a", "-5", "1 200", "1,2"])("%s is not a whole number", (typed) => {
    expect(typedWholeNumber(typed)).toBeNull();
  });
  it("checks a price typed with a comma like one typed without", () => {
    const bounds = { min: 1, max: 10_000_000 };
    expect(wholeNumberProblem("1,200", "Price", bounds)).toBeNull();
    expect(wholeNumberProblem("1,00,00,001", "Price", bounds)).toBe("Price must be between 1 and 10000000");
    expect(wholeNumberProblem("12.5", "Price", bounds, "Price must be a whole number of rupees")).toBe(
      "Price must be a whole number of rupees",
    );
    expect(wholeNumberProblem(" ", "Price", bounds)).toBe("Price is required");
  });
});
