import { CATEGORIES, CATEGORY_LABELS } from "../catalogue/constants.ts";
import { VENDOR_PROFILE_MESSAGES } from "./profile.ts";

// What a vendor sells: one choice, asked at onboarding and in the profile's Business section alike
// (docs/decisions/0038). Both forms show these choices and check them with vendorCategoriesProblem; both API bodies
// check them with vendorCategoriesSchema (profile-schemas.ts), built on the same limits.

type Category = (typeof CATEGORIES)[number];

/** At least one of the storefront's categories, each once: so at most all of them. */
export const VENDOR_CATEGORY_LIMITS = { min: 1, max: CATEGORIES.length } as const;

/** The group's question, above the boxes, in both forms. */
export const VENDOR_CATEGORIES_LEGEND = "What do you sell?";

const HINTS: Readonly<Record<Category, string>> = {
  decor: "Balloons, flowers, lights and event styling",
  gifts: "Hampers, personalised and corporate gifts",
  sweets: "Mithai, cakes and festive boxes",
};

/** The storefront's categories as the vendor forms offer them, with a line that says what belongs in each. */
export const VENDOR_CATEGORY_CHOICES: readonly { value: Category; label: string; hint: string }[] = CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
  hint: HINTS[value],
}));

export const isCategory = (value: unknown): value is Category => (CATEGORIES as readonly unknown[]).includes(value);

/** What is wrong with a choice of categories, or null: at least one, each once (the API's schema says the same). */
export function vendorCategoriesProblem(categories: readonly string[]): string | null {
  if (categories.length < VENDOR_CATEGORY_LIMITS.min) return VENDOR_PROFILE_MESSAGES.categoriesRequired;
  if (new Set(categories).size !== categories.length) return VENDOR_PROFILE_MESSAGES.categoryTwice;
  return null;
}

/** The chosen categories in the storefront's order, whatever order they were ticked in. */
export const inCategoryOrder = (categories: readonly string[]): Category[] => CATEGORIES.filter((c) => categories.includes(c));
