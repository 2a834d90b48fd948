import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS, HOME_SECTION_LABELS, HOME_SECTIONS } from "./constants.ts";
import { VENDOR_WAITLIST_CATEGORIES, VENDOR_WAITLIST_CATEGORY_LABELS } from "../waitlist/rules.ts";

describe("category labels", () => {
  it("name every category, explore section and waitlist category, in their order", () => {
    expect(Object.keys(CATEGORY_LABELS)).toEqual([...CATEGORIES]);
    expect(Object.keys(HOME_SECTION_LABELS)).toEqual([...HOME_SECTIONS]);
    expect(Object.keys(VENDOR_WAITLIST_CATEGORY_LABELS)).toEqual([...VENDOR_WAITLIST_CATEGORIES]);
  });

  it("say the same word for a category wherever it is listed", () => {
    expect(HOME_SECTION_LABELS).toEqual({ decor: "Decor", gifts: "Gifts", sweets: "Sweets", corporate: "Corporate" });
    for (const category of CATEGORIES) expect(VENDOR_WAITLIST_CATEGORY_LABELS[category]).toBe(CATEGORY_LABELS[category]);
  });
});
