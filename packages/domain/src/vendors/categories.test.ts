import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../catalogue/constants.ts";
import { inCategoryOrder, VENDOR_CATEGORY_CHOICES, VENDOR_CATEGORY_LIMITS, vendorCategoriesProblem } from "./categories.ts";
import { vendorCategoriesSchema } from "./profile-schemas.ts";

describe("the vendor's categories (onboarding and the Business section)", () => {
  it("offers every storefront category, with its label and a hint", () => {
    expect(VENDOR_CATEGORY_CHOICES.map((c) => c.value)).toEqual([...CATEGORIES]);
    expect(VENDOR_CATEGORY_CHOICES[0]).toMatchObject({ value: "decor", label: "Decor" });
    expect(VENDOR_CATEGORY_LIMITS).toEqual({ min: 1, max: CATEGORIES.length });
  });

  it("says what the API's schema says of a choice", () => {
    for (const choice of [[], ["decor"], ["decor", "sweets"], ["gifts", "gifts"], [...CATEGORIES]]) {
      const schema = vendorCategoriesSchema.safeParse(choice);
      expect(vendorCategoriesProblem(choice), JSON.stringify(choice)).toBe(schema.success ? null : schema.error.issues[0]!.message);
    }
  });

  it("orders a choice as the storefront does", () => {
    expect(inCategoryOrder(["sweets", "decor"])).toEqual(["decor", "sweets"]);
  });
});
