import { describe, expect, it } from "vitest";
import { validIndex, visibleWindow } from "./carousel-window.ts";

describe("visibleWindow", () => {
  it("shows everything when it fits", () => {
    expect(visibleWindow(5, 3, 7)).toEqual({ start: 0, end: 5 });
  });

  it("keeps the current item near the middle, and stops at the ends", () => {
    expect(visibleWindow(12, 0, 7)).toEqual({ start: 0, end: 7 });
    expect(visibleWindow(12, 6, 7)).toEqual({ start: 3, end: 10 });
    expect(visibleWindow(12, 11, 7)).toEqual({ start: 5, end: 12 });
    expect(visibleWindow(9, 5, 4)).toEqual({ start: 3, end: 7 });
  });
});

describe("validIndex", () => {
  it("ignores an out-of-range index (application §4 Carousel)", () => {
    expect(validIndex(-1, 3)).toBeNull();
    expect(validIndex(3, 3)).toBeNull();
    expect(validIndex(1.5, 3)).toBeNull();
    expect(validIndex(2, 3)).toBe(2);
  });
});
