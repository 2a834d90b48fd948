import type { Category } from "@utsav/domain";

/** The storefront's categories as the vendor forms offer them, with a line that says what belongs in each. */
export const CATEGORY_CHOICES: readonly { value: Category; label: string; hint: string }[] = [
  { value: "decor", label: "Decor", hint: "Balloons, flowers, lights and event styling" },
  { value: "gifts", label: "Gifts", hint: "Hampers, personalised and corporate gifts" },
  { value: "sweets", label: "Sweets", hint: "Mithai, cakes and festive boxes" },
];

export const categoryLabel = (category: Category) => CATEGORY_CHOICES.find((c) => c.value === category)?.label ?? category;
