import { describe, expect, it } from "vitest";
import { sortLabel, toggleSort } from "./sort-choice.ts";

describe("sort choice (application §2 Sort)", () => {
  it("names the chosen option, and 'Sort By' once the same option is picked again", () => {
    const picked = toggleSort(null, "price_asc");
    expect(sortLabel(picked)).toBe("Price: Low to High");
    const again = toggleSort(picked, "price_asc");
    expect(again).toBeNull();
    expect(sortLabel(again)).toBe("Sort By");
  });
});
