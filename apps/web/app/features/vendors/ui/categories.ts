import { CATEGORIES, CATEGORY_LABELS } from "@utsav/domain/client";
import type { Category } from "@utsav/domain";

const HINTS: Record<Category, string> = {
  decor: "Balloons, flowers, lights and event styling",
  gifts: "Hampers, personalised and corporate gifts",
  sweets: "Mithai, cakes and festive boxes",
};

/** The storefront's categories as the vendor forms offer them, with a line that says what belongs in each. */
export const CATEGORY_CHOICES: readonly { value: Category; label: string; hint: string }[] = CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
  hint: HINTS[value],
}));

export const categoryLabel = (category: Category) => CATEGORY_LABELS[category];
