import { describe, expect, it } from "vitest";
import { sortLabel, toggleSort } from "./sort-choice";

describe("sorting", () => {
  it("deselects the option picked again, and the button then reads 'Sort By'", () => {
    const picked = toggleSort(null, "price_asc");
    expect(sortLabel(picked)).toBe("Price: Low to High");
    expect(toggleSort(picked, "price_desc")).toBe("price_desc");
    const again = toggleSort(picked, "price_asc");
    expect(again).toBeNull();
    expect(sortLabel(again)).toBe("Sort By");
  });
});
